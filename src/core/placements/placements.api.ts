import { apiRead, apiSave } from '@/api/client';
import { unreadableAnswer } from '@/api/readAnswer';
import { monthKey } from '@/contract/month';
import { PLACEMENT_PATHS } from '@/contract/placements';
import { placementOverviewSchema, placementsSchema } from '@/contract/placements.answers';
import type { TimeEntryRequest } from '@/contract/timeEntries';
import { preconditionHeaders } from '@/contract/versions';

/** The manager's placements, read by the dashboard, the placements tab and the placement screen. */
export const fetchPlacements = () => apiRead(PLACEMENT_PATHS.placements.build(), placementsSchema);

/**
 * A month (1-12) of a placement, with the month before it and the placement's codes (contract:
 * PlacementOverview). An answer without the asked month, or of another placement, cannot be
 * shown: it is an error of the load, with a retry, not a month that never arrives.
 */
export async function fetchPlacementMonth(placementId: string, year: number, month: number) {
  const path = PLACEMENT_PATHS.monthOverview.build(placementId, year, month);
  const overview = await apiRead(path, placementOverviewSchema);
  const key = monthKey({ year, month });
  if (overview.placement.id !== placementId) {
    throw unreadableAnswer(path, [{ field: 'placement.id', expected: `"${placementId}"`, got: 'another id' }]);
  }
  if (!(key in overview.months)) {
    throw unreadableAnswer(path, [{ field: `months.${key}`, expected: 'the asked month', got: 'missing' }]);
  }
  return overview;
}

/**
 * A day's time entry (the day dialog, the fast entry, the outbox of entries saved offline). `version`: the day's
 * entry the save replaces, or null to create one only while the day has none. Answers the month's overview, or
 * null where the answer carries none: saved all the same (docs/decisions/056-a-save-is-its-status.md).
 */
export const saveTimeEntry = (placementId: string, request: TimeEntryRequest, version: string | null) =>
  apiSave('post', PLACEMENT_PATHS.timeTracking.build(placementId), placementOverviewSchema, request, {
    headers: preconditionHeaders(version),
  });
