import type { PlacementsState } from './placements.slice';

/** The slice loads with the screens that show placements (placements.feature.ts): absent before. */
type PlacementsRoot = { placements?: PlacementsState };

const NOT_LOADED: PlacementsState = { items: [], status: 'idle', error: null };

export const selectPlacementsState = (state: PlacementsRoot): PlacementsState => state.placements ?? NOT_LOADED;
