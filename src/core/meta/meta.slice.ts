import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { SerializedApiError } from '@/api/errors';
import type { Lang } from '@/contract/common';
import { UNFILTERED_LISTS, type FieldsMeta, type LabelsAndEnums } from '@/contract/meta';

import type { RequestStatus } from '../requestStatus';
import { sessionEnded } from '../session/session.events';

export type LoadStatus = RequestStatus;

interface MetaState {
  labels: { lang: Lang | null; data: LabelsAndEnums; status: LoadStatus; error: SerializedApiError | null };
  fields: { data: FieldsMeta; status: LoadStatus };
  apiVersion: { value: string | null; status: LoadStatus };
}

const initialState: MetaState = {
  labels: { lang: null, data: {}, status: 'idle', error: null },
  fields: { data: {}, status: 'idle' },
  apiVersion: { value: null, status: 'idle' },
};

/** Lists are filtered to entries with values, except countries, certificate types and titles. */
export function filterLabelLists(data: LabelsAndEnums): LabelsAndEnums {
  const unfiltered: readonly string[] = UNFILTERED_LISTS;
  return Object.fromEntries(
    Object.entries(data).map(([name, list]) => [
      name,
      unfiltered.includes(name) ? list : list.filter((option) => option.value !== '' && option.value != null),
    ]),
  );
}

export const metaSlice = createSlice({
  name: 'meta',
  initialState,
  reducers: {
    labelsRequested(state, action: PayloadAction<Lang>) {
      state.labels.status = 'loading';
      state.labels.error = null;
      state.labels.lang = action.payload;
    },
    labelsLoaded(state, action: PayloadAction<{ lang: Lang; data: LabelsAndEnums }>) {
      state.labels = {
        lang: action.payload.lang,
        data: filterLabelLists(action.payload.data),
        status: 'succeeded',
        error: null,
      };
    },
    labelsFailed(state, action: PayloadAction<SerializedApiError>) {
      state.labels.status = 'failed';
      state.labels.error = action.payload;
    },
    /** Anonymous screens (the registration) ask for the field lengths themselves; signed in, sessionStarted loads them. */
    fieldsMetaRequested(state) {
      state.fields.status = 'loading';
    },
    fieldsMetaLoaded(state, action: PayloadAction<FieldsMeta>) {
      state.fields = { data: action.payload, status: 'succeeded' };
    },
    fieldsMetaFailed(state) {
      state.fields.status = 'failed';
    },
    versionRequested(state) {
      state.apiVersion.status = 'loading';
    },
    versionLoaded(state, action: PayloadAction<string>) {
      state.apiVersion = { value: action.payload, status: 'succeeded' };
    },
    versionFailed(state) {
      state.apiVersion.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    // The version is not the user's: keep it across sessions.
    builder.addCase(sessionEnded, (state) => ({ ...initialState, apiVersion: state.apiVersion }));
  },
});

export const metaActions = metaSlice.actions;
