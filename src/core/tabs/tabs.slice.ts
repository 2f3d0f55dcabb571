import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { sessionEnded } from '../session/session.events';
import { topicOf, type TabNews } from './tabs.news';

/** How often another window saved each thing (by topicOf) since this window started: an open form compares. */
export interface TabsState {
  changedElsewhere: Record<string, number>;
}

const initialState: TabsState = { changedElsewhere: {} };

export const tabsSlice = createSlice({
  name: 'tabs',
  initialState,
  reducers: {
    /** Another window of the same user saved (docs/decisions/008-tabs-agree.md); the owners of the data reload it. */
    otherWindowSaved(state, action: PayloadAction<TabNews>) {
      const topic = topicOf(action.payload);
      state.changedElsewhere[topic] = (state.changedElsewhere[topic] ?? 0) + 1;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState);
  },
});

export const tabsActions = tabsSlice.actions;
