import '@/core/opportunities/opportunities.feature';
import '@/core/placements/placements.feature';

import { registerFeature } from '@/core/lazyFeatures';

import { dashboardSaga } from './dashboard.saga';
import { dashboardSlice } from './dashboard.slice';

// Loaded with the screen, not with the first page (core/lazyFeatures.ts); the lists it reads are core's.
registerFeature({ name: dashboardSlice.reducerPath, reducer: dashboardSlice.reducer, saga: dashboardSaga });
