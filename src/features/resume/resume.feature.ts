import { registerFeature } from '@/core/lazyFeatures';

import { resumeSaga } from './resume.saga';
import { resumeSlice } from './resume.slice';

// Loaded with the CV screens, not with the first page (core/lazyFeatures.ts).
registerFeature({ name: resumeSlice.reducerPath, reducer: resumeSlice.reducer, saga: resumeSaga });
