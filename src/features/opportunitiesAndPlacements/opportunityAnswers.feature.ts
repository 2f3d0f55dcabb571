import { registerFeature } from '@/core/lazyFeatures';
import { announce, type TabNews } from '@/core/tabs/tabs.news';

import { OPPORTUNITY_ANSWERS_FEATURE, opportunityAnswersActions } from './opportunityAnswers.events';
import { opportunityAnswersSaga } from './opportunityAnswers.saga';

const answered = (id: string): TabNews => ({ kind: 'answered', what: 'opportunity', id });

// Loaded with the screen, not with the first page (core/lazyFeatures.ts). The other windows reload the
// opportunities after an answer (docs/decisions/008-tabs-agree.md).
registerFeature({
  name: OPPORTUNITY_ANSWERS_FEATURE,
  saga: opportunityAnswersSaga,
  announces: [
    announce(opportunityAnswersActions.ndaAcceptSubmitted, ({ payload }) => answered(payload)),
    announce(opportunityAnswersActions.applicationSubmitted, ({ payload }) => answered(payload.id)),
    announce(opportunityAnswersActions.declineSubmitted, ({ payload }) => answered(payload.id)),
  ],
});
