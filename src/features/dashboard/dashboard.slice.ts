import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { SerializedApiError } from '@/api/errors';
import type { NewsItem, Offer, OpportunitySummary } from '@/contract/opportunities';
import type { PlacementMonth, PlacementOverview, PlacementSummary } from '@/contract/placements';
import type { RequestState } from '@/core/requestStatus';
import { sessionEnded } from '@/core/session/session.events';

type ListState<T> = RequestState & { items: T[] };

/** What the dashboard shows (part 2 §2): every part loads on its own and fails on its own. */
export interface DashboardState {
  placements: ListState<PlacementSummary>;
  /** Loaded months of the placements reported via the portal, by placement id and `monthKey`. */
  months: Record<string, Record<string, PlacementMonth>>;
  /** Placements whose month did not load (the calendar says so instead of waiting). */
  monthFailed: Record<string, boolean>;
  opportunities: ListState<OpportunitySummary>;
  offers: ListState<Offer>;
  news: ListState<NewsItem>;
}

const emptyList = { items: [], status: 'idle', error: null } as const;

const initialState: DashboardState = {
  placements: { ...emptyList, items: [] },
  months: {},
  monthFailed: {},
  opportunities: { ...emptyList, items: [] },
  offers: { ...emptyList, items: [] },
  news: { ...emptyList, items: [] },
};

type ListKey = 'placements' | 'opportunities' | 'offers' | 'news';

function loading(state: DashboardState, key: ListKey) {
  state[key].status = 'loading';
  state[key].error = null;
}

function failed(state: DashboardState, key: ListKey, error: SerializedApiError) {
  state[key].status = 'failed';
  state[key].error = error;
}

export const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState,
  reducers: {
    /** The dashboard opened: everything loads again (the shown data stays until the new arrives). */
    dashboardOpened(state) {
      (['placements', 'opportunities', 'offers', 'news'] as const).forEach((key) => loading(state, key));
    },
    placementsLoaded(state, action: PayloadAction<PlacementSummary[]>) {
      state.placements = { items: action.payload, status: 'succeeded', error: null };
    },
    placementsLoadFailed(state, action: PayloadAction<SerializedApiError>) {
      failed(state, 'placements', action.payload);
    },
    monthLoaded(state, action: PayloadAction<PlacementOverview>) {
      const { placement, months } = action.payload;
      state.months[placement.id] = { ...state.months[placement.id], ...months };
      delete state.monthFailed[placement.id];
    },
    monthLoadFailed(state, action: PayloadAction<string>) {
      state.monthFailed[action.payload] = true;
    },
    opportunitiesLoaded(state, action: PayloadAction<OpportunitySummary[]>) {
      state.opportunities = { items: action.payload, status: 'succeeded', error: null };
    },
    opportunitiesLoadFailed(state, action: PayloadAction<SerializedApiError>) {
      failed(state, 'opportunities', action.payload);
    },
    offersLoaded(state, action: PayloadAction<Offer[]>) {
      state.offers = { items: action.payload, status: 'succeeded', error: null };
    },
    offersLoadFailed(state, action: PayloadAction<SerializedApiError>) {
      failed(state, 'offers', action.payload);
    },
    newsLoaded(state, action: PayloadAction<NewsItem[]>) {
      state.news = { items: action.payload, status: 'succeeded', error: null };
    },
    newsLoadFailed(state, action: PayloadAction<SerializedApiError>) {
      failed(state, 'news', action.payload);
    },
    /** 'Submit application' (part 2 §2, initialInputCv 100); the outcome goes to the button (core/submission). */
    resumeCompletionSubmitted() {},
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState);
  },
});

export const dashboardActions = dashboardSlice.actions;
