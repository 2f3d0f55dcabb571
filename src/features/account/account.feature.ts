import { registerFeature } from '@/core/lazyFeatures';

import { ACCOUNT_FEATURE } from './account.events';
import { accountSaga } from './account.saga';

// Loaded with the screen, not with the first page (core/lazyFeatures.ts). No slice: see account.events.ts.
registerFeature({ name: ACCOUNT_FEATURE, saga: accountSaga });
