import '@/core/placements/placements.feature';

import { registerFeature } from '@/core/lazyFeatures';

import { placementSaga } from './placement.saga';
import { placementScreenSlice } from './placement.slice';

// Loaded with the screen, not with the first page (core/lazyFeatures.ts).
registerFeature({
  name: placementScreenSlice.reducerPath,
  reducer: placementScreenSlice.reducer,
  saga: placementSaga,
});
