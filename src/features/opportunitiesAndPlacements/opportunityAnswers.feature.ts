import { registerFeature } from '@/core/lazyFeatures';

import { OPPORTUNITY_ANSWERS_FEATURE } from './opportunityAnswers.events';
import { opportunityAnswersSaga } from './opportunityAnswers.saga';

// Loaded with the screen, not with the first page (core/lazyFeatures.ts).
registerFeature({ name: OPPORTUNITY_ANSWERS_FEATURE, saga: opportunityAnswersSaga });
