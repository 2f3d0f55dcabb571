import { registerFeature } from '@/core/lazyFeatures';

import { managementSaga } from './management.saga';
import { managementSlice } from './management.slice';

// Loaded with the screen, not with the first page (core/lazyFeatures.ts).
registerFeature({ name: managementSlice.reducerPath, reducer: managementSlice.reducer, saga: managementSaga });
