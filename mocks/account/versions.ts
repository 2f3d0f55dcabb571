import type { NotificationSettings, NotificationSettingsRequest, PersonalDetails } from '../../src/contract/account';
import type { DbManager, DbVersion } from '../model';

/**
 * The versions of the account's two writes (docs/decisions/035-save-versions.md): the personal details
 * and the notification settings, each numbered from 1 (the seed's, never saved, are 1) and moved on by
 * every save of it. They are kept beside the data, not in it, so that only the account's answers carry
 * them: the CV's public views repeat the personal details and must not tell when they were saved.
 */

const SEED_VERSION = '1';

export const versionOf = (saved: DbVersion | undefined): string => saved?.version ?? SEED_VERSION;

function versionFields(saved: DbVersion | undefined): { version: string; savedAt?: string } {
  return { version: versionOf(saved), ...(saved ? { savedAt: saved.savedAt } : {}) };
}

function nextVersion(saved: DbVersion | undefined, now: Date): DbVersion {
  return { version: String(Number(versionOf(saved)) + 1), savedAt: now.toISOString() };
}

/** The personal details as the account's answers give them: with their version. */
export function personalDetailsOf(manager: DbManager): PersonalDetails {
  return { ...structuredClone(manager.personalDetails), ...versionFields(manager.personalDetailsVersion) };
}

export function notificationSettingsOf(manager: DbManager): NotificationSettings {
  return { ...manager.notificationSettings, ...versionFields(manager.notificationSettingsVersion) };
}

/** A save of the account form: the details change and get the next version. */
export function storePersonalDetails(
  manager: DbManager,
  update: Partial<PersonalDetails>,
  now = new Date(Date.now()),
): void {
  manager.personalDetails = { ...manager.personalDetails, ...update };
  manager.personalDetailsVersion = nextVersion(manager.personalDetailsVersion, now);
  manager.lastModified = now.toISOString();
}

export function storeNotificationSettings(
  manager: DbManager,
  settings: NotificationSettingsRequest,
  now = new Date(Date.now()),
): void {
  manager.notificationSettings = { ...settings };
  manager.notificationSettingsVersion = nextVersion(manager.notificationSettingsVersion, now);
  manager.lastModified = now.toISOString();
}
