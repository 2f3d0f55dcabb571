import { registerFeature } from '@/core/lazyFeatures';
import { announce } from '@/core/tabs/tabs.news';

import { ACCOUNT_FEATURE, accountActions } from './account.events';
import { accountSaga } from './account.saga';

// Loaded with the screen, not with the first page (core/lazyFeatures.ts). No slice: see account.events.ts.
// The other windows reload the profile after a save (docs/decisions/008-tabs-agree.md).
registerFeature({
  name: ACCOUNT_FEATURE,
  saga: accountSaga,
  announces: [
    announce(accountActions.personalInfoSubmitted, () => ({ kind: 'saved', what: 'account' })),
    announce(accountActions.photoSubmitted, () => ({ kind: 'saved', what: 'account' })),
  ],
});
