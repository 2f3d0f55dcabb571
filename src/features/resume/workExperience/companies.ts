import type { WorkExperience } from '@/contract/resume';

/**
 * Companies and company groups are not stored apart: a company is the positions that share a
 * `companyId`, a group the companies whose positions share a `companyGroupId` (contract).
 */

export interface CompanyEntry {
  companyId: string;
  companyName: string;
  /** The positions at this company, latest first. */
  positions: WorkExperience[];
  /** The latest position: its company facts and group are the company's. */
  latest: WorkExperience;
}

/** Latest first: current positions, then by end date, then by start date. */
function byRecency(a: WorkExperience, b: WorkExperience): number {
  const endA = a.isActualEngagement ? '9999-12-31' : a.dateTo;
  const endB = b.isActualEngagement ? '9999-12-31' : b.dateTo;
  if (endA !== endB) return endA < endB ? 1 : -1;
  if (a.dateFrom !== b.dateFrom) return a.dateFrom < b.dateFrom ? 1 : -1;
  return 0;
}

/** The manager's companies, in the order their latest positions come (latest first). */
export function companiesOf(positions: readonly WorkExperience[]): CompanyEntry[] {
  const byCompany = new Map<string, WorkExperience[]>();
  for (const position of positions) {
    const list = byCompany.get(position.companyId);
    if (list) list.push(position);
    else byCompany.set(position.companyId, [position]);
  }
  const companies: CompanyEntry[] = [];
  for (const [companyId, list] of byCompany) {
    const sorted = [...list].sort(byRecency);
    const latest = sorted[0];
    if (latest) companies.push({ companyId, companyName: latest.companyName, positions: sorted, latest });
  }
  return companies.sort((a, b) => byRecency(a.latest, b.latest));
}

/**
 * The company an URL names ("the id is a company id and also a work-experience
 * id"): a company id first, else the company of the position with that id.
 */
export function findCompany(positions: readonly WorkExperience[], id: string | undefined): CompanyEntry | null {
  if (!id) return null;
  const companyId = positions.some((position) => position.companyId === id)
    ? id
    : positions.find((position) => position.id === id)?.companyId;
  if (companyId === undefined) return null;
  return companiesOf(positions.filter((position) => position.companyId === companyId))[0] ?? null;
}

export interface CompanyGroupEntry {
  companyGroupId: string;
  companyGroupName: string;
  companyGroupCountry: string;
  companyIds: string[];
}

export function findCompanyGroup(
  positions: readonly WorkExperience[],
  groupId: string | undefined,
): CompanyGroupEntry | null {
  if (!groupId) return null;
  const members = positions.filter((position) => position.companyGroupId === groupId);
  const first = members[0];
  if (!first) return null;
  return {
    companyGroupId: groupId,
    companyGroupName: first.companyGroupName,
    companyGroupCountry: first.companyGroupCountry,
    companyIds: [...new Set(members.map((position) => position.companyId))],
  };
}

/** A company as the CV view passes it to the company-group dialog in the navigation state. */
export interface CompanyLinkEntry {
  compId: string;
  companyName: string;
}

/** The companies of the navigation state, or null when it holds none (then they come from the CV). */
export function companiesFromState(state: unknown): CompanyLinkEntry[] | null {
  if (typeof state !== 'object' || state === null || !('companies' in state)) return null;
  const { companies } = state as { companies: unknown };
  if (!Array.isArray(companies)) return null;
  const valid = companies.filter(
    (entry): entry is CompanyLinkEntry =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as Partial<CompanyLinkEntry>).compId === 'string' &&
      typeof (entry as Partial<CompanyLinkEntry>).companyName === 'string',
  );
  return valid.length > 0 ? valid : null;
}
