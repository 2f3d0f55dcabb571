import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { SerializedApiError } from '@/api/errors';
import type { Lang } from '@/contract/common';
import { UNFILTERED_LISTS, type FieldsMeta, type LabelsAndEnums } from '@/contract/meta';

import { loadFailed, loadReducers, loadStarted, loadSucceeded, notLoaded, type Loaded } from '../load/load';
import { sessionEnded } from '../session/session.events';

interface MetaState {
  /** The labels in `lang`, the language last asked for (the ones shown so far stay while another loads). */
  labels: Loaded<LabelsAndEnums> & { lang: Lang | null };
  fields: Loaded<FieldsMeta>;
  apiVersion: Loaded<string>;
}

const initialState: MetaState = {
  labels: { ...notLoaded(), lang: null },
  fields: notLoaded(),
  apiVersion: notLoaded(),
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
      loadStarted(state.labels);
      state.labels.lang = action.payload;
    },
    labelsLoaded(state, action: PayloadAction<{ lang: Lang; data: LabelsAndEnums }>) {
      loadSucceeded(state.labels, filterLabelLists(action.payload.data));
      state.labels.lang = action.payload.lang;
    },
    labelsLoadFailed(state, action: PayloadAction<SerializedApiError>) {
      loadFailed(state.labels, action.payload);
    },
    /** Anonymous screens (the registration) ask for the field lengths themselves; signed in, sessionStarted loads them. */
    ...loadReducers('fieldsMeta', (state: MetaState) => state.fields),
    ...loadReducers('version', (state: MetaState) => state.apiVersion),
  },
  extraReducers: (builder) => {
    // The version is not the user's: keep it across sessions.
    builder.addCase(sessionEnded, (state) => ({ ...initialState, apiVersion: state.apiVersion }));
  },
});

export const metaActions = metaSlice.actions;
