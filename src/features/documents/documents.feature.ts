import { registerFeature } from '@/core/lazyFeatures';

import { documentsSaga } from './documents.saga';
import { documentsSlice } from './documents.slice';

// Loaded with the screen, not with the first page (core/lazyFeatures.ts).
registerFeature({ name: documentsSlice.reducerPath, reducer: documentsSlice.reducer, saga: documentsSaga });
