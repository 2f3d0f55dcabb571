import { paths } from '@/config/paths';
import { ACCOUNT_PATHS } from '@/contract/account';
import { ROLE, type Lang } from '@/contract/common';
import { META_PATHS } from '@/contract/meta';
import { monthOf, parseMonthParam } from '@/contract/month';
import { OPPORTUNITY_PATHS } from '@/contract/opportunities';
import { monthsLoggedNow, PLACEMENT_PATHS } from '@/contract/placements';
import type { SessionInfo } from '@/contract/session';

import type { EarlyRead } from './prefetch';

/*
 * What the screens a returning manager starts on read first, asked for ahead the moment a kept
 * session is restored (api/prefetch.ts; docs/decisions/032-first-screen.md). The routes name
 * them for their pages (routes.tsx, firstScreenOf); index.html's first script asks for the
 * kept-session screens' reads before the app's code has run (keptScreenReads), without the router.
 */

/** The first screen of a start: the route's parameters and query, the restored session, the language. */
export interface FirstVisit {
  params: Partial<Record<string, string>>;
  search: URLSearchParams;
  session: SessionInfo;
  lang: Lang;
}

/** The GETs a page reads first: asked for ahead when it is a start's first screen. */
export type FirstData = (visit: FirstVisit) => EarlyRead[];

/** The signed-in frame: what every session reads (core/meta, core/profile). */
export const shellReads: FirstData = ({ session, lang }) => [
  META_PATHS.labelsAndEnums.build(lang),
  ...(session.role === ROLE.MANAGER ? [ACCOUNT_PATHS.manager.build(), META_PATHS.fieldsMeta.build()] : []),
];

export const dashboardReads: FirstData = () => [
  OPPORTUNITY_PATHS.opportunities.build(),
  // This month of each placement that logs time, as soon as the list names them (the dashboard's saga).
  { path: PLACEMENT_PATHS.placements.build(), next: (list) => monthsLoggedNow(list, monthOf(new Date())) },
  OPPORTUNITY_PATHS.offers.build(),
  OPPORTUNITY_PATHS.newsAndEvents.build(),
];

/** The placement, and the month in the address or this month. */
export const placementReads: FirstData = ({ params, search }) => {
  const { year, month } = parseMonthParam(search.get('month')) ?? monthOf(new Date());
  return params.id
    ? [PLACEMENT_PATHS.placements.build(), PLACEMENT_PATHS.monthOverview.build(params.id, year, month)]
    : [];
};

const PLACEMENT_ADDRESS = /^\/placement\/([^/]+)(?:\/|$)/;

/**
 * The reads of a kept-session screen (`/dashboard`, `/placement/{id}`: the screens the build
 * names for index.html's first script) and its frame, as the routes ask for them (firstScreenOf,
 * which a test holds this to); none for any other address. The screen's own reads only where its
 * guards show it: a manager's session without a pending agreement.
 */
export function keptScreenReads(
  { pathname, search }: { pathname: string; search: string },
  session: SessionInfo,
  lang: Lang,
): EarlyRead[] {
  const id = PLACEMENT_ADDRESS.exec(pathname)?.[1];
  const screen = pathname === paths.dashboard.path ? dashboardReads : id ? placementReads : null;
  if (!screen) return [];
  const visit = { params: { id: id && decodedSegment(id) }, search: new URLSearchParams(search), session, lang };
  const shown = session.role === ROLE.MANAGER && !session.showAgreement;
  return [...shellReads(visit), ...(shown ? screen(visit) : [])];
}

function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
