import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { SerializedApiError } from '@/api/errors';
import type { NewsItem, Offer } from '@/contract/opportunities';
import { loadFailed, loadStarted, loadSucceeded, notLoaded, type Loaded } from '@/core/load/load';
import { sessionEnded } from '@/core/session/session.events';

/**
 * What only the dashboard shows: the offers, the news and events. Every part loads on its own
 * and fails on its own; the placements, their months and the opportunities are core's
 * (core/placements, core/opportunities), the copies every screen reads.
 */
export interface DashboardState {
  offers: Loaded<Offer[]>;
  news: Loaded<NewsItem[]>;
}

const initialState: DashboardState = { offers: notLoaded(), news: notLoaded() };

export const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState,
  reducers: {
    /** The dashboard opened: everything it shows loads again (the shown data stays until the new arrives). */
    dashboardOpened() {},
    offersRequested(state) {
      loadStarted(state.offers);
    },
    offersLoaded(state, action: PayloadAction<Offer[]>) {
      loadSucceeded(state.offers, action.payload);
    },
    offersLoadFailed(state, action: PayloadAction<SerializedApiError>) {
      loadFailed(state.offers, action.payload);
    },
    newsRequested(state) {
      loadStarted(state.news);
    },
    newsLoaded(state, action: PayloadAction<NewsItem[]>) {
      loadSucceeded(state.news, action.payload);
    },
    newsLoadFailed(state, action: PayloadAction<SerializedApiError>) {
      loadFailed(state.news, action.payload);
    },
    /** 'Submit application' (initialInputCv 100); the outcome goes to the button (core/submission). */
    resumeCompletionSubmitted() {},
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState);
  },
});

export const dashboardActions = dashboardSlice.actions;
