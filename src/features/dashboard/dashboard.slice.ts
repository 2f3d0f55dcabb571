import { createSlice } from '@reduxjs/toolkit';

import type { NewsItem, Offer } from '@/contract/opportunities';
import { loadReducers, notLoaded, type Loaded } from '@/core/load/load';
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
    ...loadReducers('offers', (state: DashboardState) => state.offers),
    ...loadReducers('news', (state: DashboardState) => state.news),
    /** 'Submit application' (initialInputCv 100); the outcome goes to the button (core/submission). */
    resumeCompletionSubmitted() {},
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState);
  },
});

export const dashboardActions = dashboardSlice.actions;
