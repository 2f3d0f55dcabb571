import { registerFeature } from '../lazyFeatures';
import { opportunitiesSaga } from './opportunities.saga';
import { opportunitiesSlice } from './opportunities.slice';

// Loaded with the screens that show opportunities (the dashboard, /management), not with the first page.
registerFeature({ name: opportunitiesSlice.reducerPath, reducer: opportunitiesSlice.reducer, saga: opportunitiesSaga });
