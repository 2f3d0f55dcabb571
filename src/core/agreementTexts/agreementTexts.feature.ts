import { registerFeature } from '../lazyFeatures';
import { agreementTextsSaga } from './agreementTexts.saga';
import { agreementTextsSlice } from './agreementTexts.slice';

// Loaded with the screens that show the texts (agreement, registration), not with the first page.
registerFeature({
  name: agreementTextsSlice.reducerPath,
  reducer: agreementTextsSlice.reducer,
  saga: agreementTextsSaga,
});
