import type { PublicPosition } from '@/contract/resume';
import { periodMonths, unionMonths } from '@/features/resume/durations';

export interface PositionEntry {
  position: PublicPosition;
  months: number;
}

/** One company: the positions with the same `companyId`, newest first, and its period and total. */
export interface CompanyEntry {
  companyId: string;
  /** The company facts (shared by its positions), from its newest position. */
  facts: PublicPosition;
  positions: PositionEntry[];
  dateFrom: string;
  dateTo: string;
  current: boolean;
  /** Months covered by any of its positions (overlaps once). */
  months: number;
  /** 'yyyy-MM-dd' of its latest end (today while current), for ordering. */
  latestEnd: string;
}

export interface GroupEntry {
  groupId: string;
  name: string;
  country: string;
  companies: CompanyEntry[];
  latestEnd: string;
}

export type WorkEntry = { kind: 'company'; company: CompanyEntry } | { kind: 'group'; group: GroupEntry };

const endOf = (position: PublicPosition, today: string) =>
  position.isActualEngagement || !position.dateTo ? today : position.dateTo;

/**
 * The work-experience list of the CV: positions grouped by company, companies of one company
 * group under that group (name and country); the newest first everywhere (current positions
 * first, then by end and start date). Pure, so the view can memoize it.
 */
export function groupWorkExperience(positions: readonly PublicPosition[], today: string): WorkEntry[] {
  const byCompany = new Map<string, PublicPosition[]>();
  for (const position of positions) {
    const key = position.companyId || position.id;
    const list = byCompany.get(key);
    if (list) list.push(position);
    else byCompany.set(key, [position]);
  }

  const companies: CompanyEntry[] = [...byCompany.entries()].map(([companyId, list]) => {
    const sorted = [...list].sort(
      (a, b) =>
        endOf(b, today).localeCompare(endOf(a, today)) ||
        Number(b.isActualEngagement) - Number(a.isActualEngagement) ||
        b.dateFrom.localeCompare(a.dateFrom),
    );
    const newest = sorted[0] as PublicPosition;
    const current = sorted.some((position) => position.isActualEngagement);
    const starts = sorted
      .map((position) => position.dateFrom)
      .filter(Boolean)
      .sort();
    const ends = sorted
      .map((position) => position.dateTo)
      .filter(Boolean)
      .sort();
    return {
      companyId,
      facts: newest,
      positions: sorted.map((position) => ({ position, months: periodMonths(position, today) })),
      dateFrom: starts[0] ?? '',
      dateTo: current ? '' : (ends[ends.length - 1] ?? ''),
      current,
      months: unionMonths(sorted, today),
      latestEnd: endOf(newest, today),
    };
  });

  const groups = new Map<string, GroupEntry>();
  const entries: WorkEntry[] = [];
  for (const company of companies) {
    const groupId = company.facts.companyGroupId;
    if (!groupId) {
      entries.push({ kind: 'company', company });
      continue;
    }
    let group = groups.get(groupId);
    if (!group) {
      group = {
        groupId,
        name: company.facts.companyGroupName,
        country: company.facts.companyGroupCountry,
        companies: [],
        latestEnd: '',
      };
      groups.set(groupId, group);
      entries.push({ kind: 'group', group });
    }
    group.companies.push(company);
  }
  for (const group of groups.values()) {
    group.companies.sort(byLatest);
    group.latestEnd = group.companies[0]?.latestEnd ?? '';
  }
  return entries.sort((a, b) => byLatest(latestOf(a), latestOf(b)));
}

type Ordered = { latestEnd: string; current?: boolean };

function latestOf(entry: WorkEntry): Ordered {
  return entry.kind === 'company'
    ? entry.company
    : { latestEnd: entry.group.latestEnd, current: entry.group.companies.some((company) => company.current) };
}

function byLatest(a: Ordered, b: Ordered): number {
  return b.latestEnd.localeCompare(a.latestEnd) || Number(b.current ?? false) - Number(a.current ?? false);
}

/** The companies the company-group dialog offers (navigation state). */
export function companiesOf(positions: readonly PublicPosition[]): { compId: string; companyName: string }[] {
  const seen = new Map<string, string>();
  for (const position of positions) {
    if (position.companyId && !seen.has(position.companyId)) seen.set(position.companyId, position.companyName);
  }
  return [...seen.entries()].map(([compId, companyName]) => ({ compId, companyName }));
}
