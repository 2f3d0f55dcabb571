import type { SerializedApiError } from '@/api/errors';
import type { PlacementMonth, PlacementOverview } from '@/contract/placements';
import {
  selectMergedPlacement,
  selectPlacementDetails,
  selectPlacementMonth,
  type PlacementsRoot,
} from '@/core/placements/placements.selectors';
import { placementsActions, placementsSlice, type PlacementsState } from '@/core/placements/placements.slice';
import { sessionEnded } from '@/core/session/session.events';

/**
 * The one cache of the placements' months: a reload keeps what is shown, a failed reload keeps it
 * beside the error, and an overview from a load or a save fills the asked month and the one before.
 */

const { reducer } = placementsSlice;
const NOVEMBER = { year: 2026, month: 11 };
const OCTOBER = { year: 2026, month: 10 };
const ID = 'pl-1';
const ERROR: SerializedApiError = { status: 500, code: 'server', message: 'down', details: {} };

const month = (date: string): PlacementMonth => ({
  timeTracking: [{ date } as PlacementMonth['timeTracking'][number]],
  monthlyReport: null,
});

function overview(november: PlacementMonth, october: PlacementMonth, type = '200'): PlacementOverview {
  return {
    placement: { id: ID, type, reportBillingViaPortal: '100', feeBilling: '100', travelExpenseManager: '500' },
    currentYear: 2026,
    currentMonth: 11,
    timeTrackingOptions: {
      businessTripOptions: [],
      placeOfWorkOptions: [],
      recordedTimeOptions: [],
      timeTrackingOptions: [],
    },
    months: { '2026_11': november, '2026_10': october },
  } as PlacementOverview;
}

const run = (...actions: Parameters<typeof reducer>[1][]): PlacementsState =>
  actions.reduce(reducer, reducer(undefined, { type: 'init' }));
const root = (state: PlacementsState): PlacementsRoot => ({ placements: state });
const monthIn = (state: PlacementsState, which = NOVEMBER) => selectPlacementMonth(root(state), ID, which);

const requested = (force?: boolean) =>
  placementsActions.placementMonthRequested({ placementId: ID, ...NOVEMBER, ...(force ? { force } : {}) });

it('stores the asked month and the month before from an overview, with the placement’s codes', () => {
  const state = run(
    requested(),
    placementsActions.placementOverviewReceived(overview(month('2026-11-02'), month('2026-10-01'))),
  );
  expect(monthIn(state)).toEqual({ data: month('2026-11-02'), status: 'succeeded', error: null });
  expect(monthIn(state, OCTOBER)).toEqual({ data: month('2026-10-01'), status: 'succeeded', error: null });
  expect(selectPlacementDetails(root(state), ID)?.placement.type).toBe('200');
});

it('leaves a loaded month as it is when it is asked for again, and reloads it with force, keeping its data', () => {
  const loaded = run(
    requested(),
    placementsActions.placementOverviewReceived(overview(month('2026-11-02'), month('2026-10-01'))),
  );
  expect(monthIn(reducer(loaded, requested())).status).toBe('succeeded');
  expect(monthIn(reducer(loaded, requested(true)))).toEqual({
    data: month('2026-11-02'),
    status: 'loading',
    error: null,
  });
});

it('keeps the data of a month whose reload failed, beside the error', () => {
  const state = run(
    requested(),
    placementsActions.placementOverviewReceived(overview(month('2026-11-02'), month('2026-10-01'))),
    requested(true),
    placementsActions.placementMonthLoadFailed({ placementId: ID, ...NOVEMBER, error: ERROR }),
  );
  expect(monthIn(state)).toEqual({ data: month('2026-11-02'), status: 'failed', error: ERROR });
});

it('marks an outdated month as loading and keeps showing it until the reload arrives', () => {
  const state = run(
    requested(),
    placementsActions.placementOverviewReceived(overview(month('2026-11-02'), month('2026-10-01'))),
    placementsActions.placementMonthOutdated({ placementId: ID, ...NOVEMBER }),
  );
  expect(monthIn(state)).toEqual({ data: month('2026-11-02'), status: 'loading', error: null });
});

it('answers a month never asked for as not loaded, and forgets everything when the session ends', () => {
  expect(monthIn(run())).toEqual({ data: null, status: 'idle', error: null });
  const state = run(
    requested(),
    placementsActions.placementOverviewReceived(overview(month('2026-11-02'), month('2026-10-01'))),
    sessionEnded({ reason: 'logout' }),
  );
  expect(monthIn(state).data).toBeNull();
});

it('lays the codes of the latest overview over the list’s placement', () => {
  const listed = { id: ID, type: '100', name: 'Alpenland', startDate: '2026-01-01', endDate: '' };
  const state = run(
    placementsActions.placementsLoaded([listed as never]),
    placementsActions.placementOverviewReceived(overview(month('2026-11-02'), month('2026-10-01'), '400')),
  );
  expect(selectMergedPlacement(root(state), ID)).toMatchObject({
    name: 'Alpenland',
    type: '400',
    startDate: '2026-01-01',
  });
  expect(selectMergedPlacement(root(state), 'other')).toBeUndefined();
});
