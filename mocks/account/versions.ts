import type { NotificationSettings, NotificationSettingsRequest, PersonalDetails } from '../../src/contract/account';
import { preconditionFailure, VERSION_API_ERROR, VERSION_HEADER } from '../../src/contract/versions';
import type { DbManager, DbVersion } from '../model';
import { ApiError } from '../shared/errors';

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

/**
 * The condition of a save over an item that always exists (src/contract/versions.ts): 428
 * `version_required` without one, 412 `version_stale` with the item as it is now (`current`, as its
 * GET gives it) when it names another version.
 */
export function checkVersion(request: Request, current: { version?: string }, what: string): void {
  const failure = preconditionFailure(
    {
      ifMatch: request.headers.get(VERSION_HEADER.IF_MATCH),
      ifNoneMatch: request.headers.get(VERSION_HEADER.IF_NONE_MATCH),
    },
    current.version ?? SEED_VERSION,
  );
  if (failure === 'required') {
    throw new ApiError(428, VERSION_API_ERROR.REQUIRED, `Send the version of the ${what} the save started from`);
  }
  if (failure === 'stale') {
    throw new ApiError(412, VERSION_API_ERROR.STALE, `The ${what} were saved meanwhile`, { current });
  }
}
