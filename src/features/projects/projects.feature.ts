import { registerFeature } from '@/core/lazyFeatures';

import { projectsSaga } from './projects.saga';
import { projectsSlice } from './projects.slice';

// Loaded with the screen, not with the first page (core/lazyFeatures.ts).
registerFeature({ name: projectsSlice.reducerPath, reducer: projectsSlice.reducer, saga: projectsSaga });
