import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { SerializedApiError } from '@/api/errors';
import type { Opportunity, OpportunitySummary } from '@/contract/opportunities';
import type { RequestState } from '@/core/requestStatus';
import { sessionEnded } from '@/core/session/session.events';

import type { ApplicationSubmission, DeclineSubmission } from './management.types';

/** The details of one opportunity (every field of part 2 §3), loaded when its dialog shows them. */
export interface OpportunityDetailsEntry extends RequestState {
  data: Opportunity | null;
}

/**
 * The `/management` screens: the manager's opportunities, with the details opened so far (the
 * placements tab reads core/placements). An answer's outcome goes to the dialog that sent it
 * (core/submission); what the server answers replaces the opportunity here (part 2 §4).
 */
export interface ManagementState {
  opportunities: RequestState & { items: OpportunitySummary[] };
  details: Record<string, OpportunityDetailsEntry>;
}

const initialState: ManagementState = {
  opportunities: { items: [], status: 'idle', error: null },
  details: {},
};

/** The server's version of an opportunity replaces the list's copy and the details (part 2 §4). */
function replaceOpportunity(state: ManagementState, opportunity: Opportunity) {
  const index = state.opportunities.items.findIndex((item) => item.id === opportunity.id);
  if (index >= 0) state.opportunities.items[index] = opportunity;
  state.details[opportunity.id] = { data: opportunity, status: 'succeeded', error: null };
}

export const managementSlice = createSlice({
  name: 'management',
  initialState,
  reducers: {
    /** Load, or reload when the tab shows again (the shown list stays until the new one arrives). */
    opportunitiesRequested(state) {
      state.opportunities.status = 'loading';
      state.opportunities.error = null;
    },
    opportunitiesLoaded(state, action: PayloadAction<OpportunitySummary[]>) {
      state.opportunities = { items: action.payload, status: 'succeeded', error: null };
    },
    opportunitiesLoadFailed(state, action: PayloadAction<SerializedApiError>) {
      state.opportunities.status = 'failed';
      state.opportunities.error = action.payload;
    },

    opportunityRequested(state, action: PayloadAction<string>) {
      const entry = (state.details[action.payload] ??= { data: null, status: 'idle', error: null });
      entry.status = 'loading';
      entry.error = null;
    },
    opportunityLoaded(state, action: PayloadAction<Opportunity>) {
      replaceOpportunity(state, action.payload);
    },
    opportunityLoadFailed(state, action: PayloadAction<{ id: string; error: SerializedApiError }>) {
      const entry = (state.details[action.payload.id] ??= { data: null, status: 'idle', error: null });
      entry.status = 'failed';
      entry.error = action.payload.error;
    },

    /** Step 1 (part 2 §2): `POST .../accept-nda`. Sent through core/submission. */
    ndaAcceptSubmitted(_state, _action: PayloadAction<string>) {},
    /** Step 3: `POST .../interested` with the remarks and a timestamp. */
    applicationSubmitted(_state, _action: PayloadAction<ApplicationSubmission>) {},
    /** `POST .../not-interested` or `.../not-available` with the day. */
    declineSubmitted(_state, _action: PayloadAction<DeclineSubmission>) {},
    /** Every answer replies with the opportunity as the server now holds it. */
    opportunityAnswered(state, action: PayloadAction<Opportunity>) {
      replaceOpportunity(state, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState);
  },
});

export const managementActions = managementSlice.actions;
