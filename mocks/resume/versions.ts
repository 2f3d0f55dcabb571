import {
  CV_SECTION_FIELD,
  type CompanyGroupNow,
  type CvSection,
  type CvVersions,
  type SavedVersion,
} from '../../src/contract/resume';
import type { DbCv, DbManager } from '../model';
import { assertPrecondition } from '../shared/preconditions';

/**
 * The versions of the CV (src/contract/versions.ts; docs/decisions/035-save-versions.md): each
 * section saved whole, each education entry, position and company group has its own. The seed's,
 * never saved, are version 1. A save of an existing one must name the version it started from;
 * a new entry, position or group is made without a condition (the server gives it its id).
 */

const SEED_VERSION = '1';

export const versionOf = (saved: SavedVersion | undefined): string => saved?.version ?? SEED_VERSION;

/** The version after a save of `before` (none: a new one), with the time of the save. */
function nextVersion(before: SavedVersion | undefined): SavedVersion {
  return {
    version: before ? String(Number(versionOf(before)) + 1) : SEED_VERSION,
    savedAt: new Date(Date.now()).toISOString(),
  };
}

/** An item with its version as answered (the seed's has none stored). */
export const withVersion = <T extends SavedVersion>(item: T): T => ({ ...item, version: versionOf(item) });

/**
 * The save's condition against what it would change, `current` (its version filled in; null when
 * there is none): 428 `version_required` without a condition over an existing one, 412
 * `version_stale` with `current` when the condition fails.
 */
export function checkVersion(request: Request, current: SavedVersion | null, what: string): void {
  assertPrecondition(request, current ? versionOf(current) : null, current, what);
}

// ---------------------------------------------------------------- sections saved whole

/** A section as a refused save answers it: under its name in the Resume, with its version. */
export function sectionNow(cv: DbCv, section: CvSection): SavedVersion {
  const field = CV_SECTION_FIELD[section];
  return { [field]: structuredClone(cv[field]), ...withVersion(cv.versions?.[section] ?? {}) };
}

export function sectionSaved(cv: DbCv, section: CvSection): void {
  cv.versions = { ...cv.versions, [section]: nextVersion(cv.versions?.[section] ?? {}) };
}

// ---------------------------------------------------------------- education entries and positions

type Versioned = SavedVersion & { id: string };

const contentOf = ({ version: _version, savedAt: _savedAt, ...content }: SavedVersion) => JSON.stringify(content);

interface Before {
  content: string;
  saved: SavedVersion;
}

/** What a list holds before a save, to tell afterwards which of its items the save changed. */
export const snapshotOf = (list: readonly Versioned[]): Map<string, Before> =>
  new Map(
    list.map((item) => [
      item.id,
      { content: contentOf(item), saved: { version: item.version, savedAt: item.savedAt } },
    ]),
  );

/**
 * After a save: the saved item (`savedId`) and every other one whose content the save changed (a
 * company's facts apply to all its positions; one highest degree unmarks the others) get the next
 * version; the others keep theirs (a save may have replaced the stored item by the one sent).
 */
export function itemsSaved(list: Versioned[], before: Map<string, Before>, savedId: string): void {
  for (const item of list) {
    const was = before.get(item.id);
    const changed = item.id === savedId || was === undefined || was.content !== contentOf(item);
    Object.assign(item, changed ? nextVersion(was?.saved) : was.saved);
  }
}

// ---------------------------------------------------------------- company groups

/** The company groups of a CV as their positions hold them, by id, each with its version. */
export function groupsOf(cv: DbCv): Map<string, CompanyGroupNow> {
  const groups = new Map<string, CompanyGroupNow>();
  for (const position of cv.workExperience) {
    const id = position.companyGroupId;
    if (!id) continue;
    const group = groups.get(id) ?? {
      companyGroupId: id,
      companyGroupName: position.companyGroupName,
      companyGroupCountry: position.companyGroupCountry,
      companiesInGroup: [],
      ...withVersion(cv.versions?.companyGroups?.[id] ?? {}),
    };
    if (!group.companiesInGroup.includes(position.companyId)) group.companiesInGroup.push(position.companyId);
    groups.set(id, group);
  }
  for (const group of groups.values()) group.companiesInGroup.sort();
  return groups;
}

/**
 * After a save that may change groups: the one saved (`savedId`, if any) and every group whose name,
 * country or companies changed get the next version; a group that is gone loses its version.
 */
export function groupsSaved(cv: DbCv, before: Map<string, CompanyGroupNow>, savedId?: string): void {
  const companyGroups: CvVersions['companyGroups'] = {};
  for (const [id, group] of groupsOf(cv)) {
    const was = before.get(id);
    const changed = id === savedId || !was || contentOf(was) !== contentOf(group);
    companyGroups[id] = changed ? nextVersion(was) : (cv.versions?.companyGroups?.[id] ?? {});
  }
  cv.versions = { ...cv.versions, companyGroups };
}

/** The versions of a CV as answered: every section's and every group's, the seed's too. */
export function versionsOf(manager: DbManager): CvVersions {
  const { cv } = manager;
  const sections = Object.fromEntries(
    (Object.keys(CV_SECTION_FIELD) as CvSection[]).map((section) => [
      section,
      withVersion(cv.versions?.[section] ?? {}),
    ]),
  ) as Record<CvSection, SavedVersion>;
  const companyGroups = Object.fromEntries(
    [...groupsOf(cv)].map(([id, { version, savedAt }]) => [id, { version, savedAt }]),
  );
  return { ...sections, companyGroups };
}
