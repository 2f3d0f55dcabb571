import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { DocumentSubcategory, ManagerDocument } from '@/contract/documents';
import { loadReducers, notLoaded, type Loaded } from '@/core/load/load';
import { sessionEnded } from '@/core/session/session.events';

export interface UploadRequest {
  subcategoryId: DocumentSubcategory;
  managerId: string;
}

/** The manager's documents as the page shows them; an upload's outcome goes to its row (core/submission). */
export interface DocumentsState {
  list: Loaded<ManagerDocument[]>;
}

const initialState: DocumentsState = {
  list: notLoaded(),
};

export const documentsSlice = createSlice({
  name: 'documents',
  initialState,
  reducers: {
    /** Load, or reload after an upload (the shown list stays until the new one arrives). */
    ...loadReducers('documents', (state: DocumentsState) => state.list),
    uploadSubmitted: {
      reducer(_state, _action: PayloadAction<UploadRequest, string, { arg: File }>) {},
      // The File is no state: it only travels to the saga. It rides in `meta.arg`, the path
      // RTK's serializable check leaves alone by default.
      prepare: (request: UploadRequest, file: File) => ({ payload: request, meta: { arg: file } }),
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState);
  },
});

export const documentsActions = documentsSlice.actions;
