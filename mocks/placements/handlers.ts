import { HttpResponse, type HttpHandler } from 'msw';

import { PLACEMENT_PATHS, type PlacementOverview, type PlacementSummary } from '../../src/contract/placements';
import { withManager } from '../auth/rules';
import { route } from '../shared/routes';
import { apiUrl } from '../shared/urls';
import { billingHandlers } from './billing';
import { monthlyReportHandlers } from './reports';
import { currentYearMonth, findOwnPlacement, overviewOf, placementsOf, readYearMonth } from './rules';
import { timeTrackingHandlers } from './timeTracking';

/** The placements: the caller's own only (another manager's is 404). */

const listPlacements = route(
  'get',
  apiUrl(PLACEMENT_PATHS.placements),
  withManager(({ manager }) => {
    const response: PlacementSummary[] = placementsOf(manager.id);
    return HttpResponse.json(response);
  }),
);

const currentOverview = route(
  'get',
  apiUrl(PLACEMENT_PATHS.overview),
  withManager(({ manager, params }) => {
    const placement = findOwnPlacement(manager.id, params.id ?? '');
    const response: PlacementOverview = overviewOf(placement, currentYearMonth());
    return HttpResponse.json(response);
  }),
);

/** An unknown placement is 404 before a bad month is 400 (the placement is the resource). */
const monthOverview = route(
  'get',
  apiUrl(PLACEMENT_PATHS.monthOverview),
  withManager(({ manager, params }) => {
    const placement = findOwnPlacement(manager.id, params.id ?? '');
    const response: PlacementOverview = overviewOf(placement, readYearMonth(params.year, params.month));
    return HttpResponse.json(response);
  }),
);

export const placementsHandlers: HttpHandler[] = [
  listPlacements,
  currentOverview,
  monthOverview,
  ...timeTrackingHandlers,
  ...monthlyReportHandlers,
  ...billingHandlers,
];
