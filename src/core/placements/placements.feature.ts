import '../timeEntryOutbox/outbox.feature';

import { registerFeature } from '../lazyFeatures';
import { placementsSaga } from './placements.saga';
import { placementsSlice } from './placements.slice';

// Loaded with the screens that show placements (the dashboard, management, the placement screen), not with
// the first page.
registerFeature({ name: placementsSlice.reducerPath, reducer: placementsSlice.reducer, saga: placementsSaga });
