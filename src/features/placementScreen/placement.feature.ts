import { registerFeature } from '@/core/lazyFeatures';

import { placementSaga } from './placement.saga';
import { placementSlice } from './placement.slice';

// Loaded with the screen, not with the first page (core/lazyFeatures.ts).
registerFeature({ name: placementSlice.reducerPath, reducer: placementSlice.reducer, saga: placementSaga });
