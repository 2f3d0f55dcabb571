import '@/core/placements/placements.feature';

import { registerFeature } from '@/core/lazyFeatures';
import type { PlacementMonthRef } from '@/core/placements/placements.slice';
import { announce, type TabNews } from '@/core/tabs/tabs.news';

import { placementSaga } from './placement.saga';
import { placementActions, placementScreenSlice } from './placement.slice';
import type { FastEntryResult } from './placement.types';

/** The news of a save in a placement's month: the other windows reload that month. */
const monthSaved =
  (what: 'timeEntries' | 'monthlyReport' | 'billing') =>
  ({ payload: { placementId, year, month } }: { payload: PlacementMonthRef }): TabNews => ({
    kind: 'saved',
    what,
    placementId,
    year,
    month,
  });

// Loaded with the screen, not with the first page (core/lazyFeatures.ts).
registerFeature({
  name: placementScreenSlice.reducerPath,
  reducer: placementScreenSlice.reducer,
  saga: placementSaga,
  // The other windows reload the month (docs/decisions/008-tabs-agree.md); a fast entry that saved no day is no news.
  announces: [
    announce(placementActions.timeEntrySubmitted, monthSaved('timeEntries')),
    announce(placementActions.fastEntrySubmitted, (action, data) =>
      (data as FastEntryResult | undefined)?.saved.length ? monthSaved('timeEntries')(action) : null,
    ),
    announce(placementActions.monthlyReportSubmitted, monthSaved('monthlyReport')),
    announce(placementActions.billingSaveSubmitted, monthSaved('billing')),
  ],
});
