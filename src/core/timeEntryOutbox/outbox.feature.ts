import { registerFeature } from '../lazyFeatures';
import { outboxSaga } from './outbox.saga';
import { outboxSlice } from './outbox.slice';

// Loaded with the screens that show placements, and at a start with entries waiting (core/connection), not with
// the first page.
registerFeature({ name: outboxSlice.reducerPath, reducer: outboxSlice.reducer, saga: outboxSaga });
