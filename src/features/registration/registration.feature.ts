import { registerFeature } from '@/core/lazyFeatures';

import { registrationSaga } from './registration.saga';
import { registrationSlice } from './registration.slice';

// Loaded with the screen, not with the first page (core/lazyFeatures.ts).
registerFeature({ name: registrationSlice.reducerPath, reducer: registrationSlice.reducer, saga: registrationSaga });
