import { registerFeature } from '@/core/lazyFeatures';
import { announce } from '@/core/tabs/tabs.news';

import { resumeSaga } from './resume.saga';
import { resumeActions, resumeSlice } from './resume.slice';

// Loaded with the CV screens, not with the first page (core/lazyFeatures.ts). The other windows reload the
// CV after a save (docs/decisions/008-tabs-agree.md).
registerFeature({
  name: resumeSlice.reducerPath,
  reducer: resumeSlice.reducer,
  saga: resumeSaga,
  announces: [announce(resumeActions.saveSubmitted, () => ({ kind: 'saved', what: 'resume' }))],
});
