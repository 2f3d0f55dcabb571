import { registerFeature } from '@/core/lazyFeatures';
import { accountSaga } from './account.saga';
import { accountSlice } from './account.slice';

// Loaded with the screen, not with the first page (core/lazyFeatures.ts).
registerFeature({ name: accountSlice.reducerPath, reducer: accountSlice.reducer, saga: accountSaga });
