import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { SerializedApiError } from '@/api/errors';
import {
  hasDetails,
  type Opportunity,
  type OpportunitySummary,
  type VisibleOpportunity,
} from '@/contract/opportunities';

import { entryAt, loadFailed, loadReducers, loadStarted, loadSucceeded, notLoaded, type Loaded } from '../load/load';
import { sessionEnded } from '../session/session.events';

/**
 * The manager's opportunities, kept once: the dashboard's to-do and the opportunities tab read
 * the same list, and the details opened so far (by id) beside it. What the server answers to an
 * answer replaces both copies, so every screen shows it at once.
 */
export interface OpportunitiesState {
  list: Loaded<OpportunitySummary[]>;
  details: Record<string, Loaded<Opportunity>>;
}

const initialState: OpportunitiesState = { list: notLoaded(), details: {} };

/**
 * The server's version of an opportunity replaces the list's copy and the details; one whose NDA was not
 * accepted (declined before it) has no details to keep, and any kept before go.
 */
function replaceOpportunity(state: OpportunitiesState, opportunity: VisibleOpportunity) {
  const index = state.list.data?.findIndex((item) => item.id === opportunity.id) ?? -1;
  if (state.list.data && index >= 0) state.list.data[index] = opportunity;
  if (hasDetails(opportunity)) loadSucceeded(entryAt(state.details, opportunity.id), opportunity);
  else delete state.details[opportunity.id];
}

export const opportunitiesSlice = createSlice({
  name: 'opportunities',
  initialState,
  reducers: {
    /** Load, or reload when a screen that shows them opens (the list it has shows meanwhile). */
    ...loadReducers('opportunities', (state: OpportunitiesState) => state.list),

    /** The details of one opportunity, when its dialog shows them. */
    opportunityRequested(state, action: PayloadAction<string>) {
      loadStarted(entryAt(state.details, action.payload));
    },
    opportunityLoaded(state, action: PayloadAction<VisibleOpportunity>) {
      replaceOpportunity(state, action.payload);
    },
    opportunityLoadFailed(state, action: PayloadAction<{ id: string; error: SerializedApiError }>) {
      loadFailed(entryAt(state.details, action.payload.id), action.payload.error);
    },

    /** Every answer (NDA, application, decline) replies with the opportunity as the server now holds it. */
    opportunityAnswered(state, action: PayloadAction<VisibleOpportunity>) {
      replaceOpportunity(state, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState);
  },
});

export const opportunitiesActions = opportunitiesSlice.actions;
