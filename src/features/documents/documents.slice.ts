import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { SerializedApiError } from '@/api/errors';
import type { DocumentSubcategory, ManagerDocument } from '@/contract/documents';
import type { RequestState } from '@/core/requestStatus';
import { sessionEnded } from '@/core/session/session.events';

export interface UploadRequest {
  subcategoryId: DocumentSubcategory;
  managerId: string;
}

/** The manager's documents as the page shows them; an upload's outcome goes to its row (core/submission). */
export interface DocumentsState {
  list: RequestState & { items: ManagerDocument[] };
}

const initialState: DocumentsState = {
  list: { items: [], status: 'idle', error: null },
};

export const documentsSlice = createSlice({
  name: 'documents',
  initialState,
  reducers: {
    /** Load, or reload after an upload (the shown list stays until the new one arrives). */
    documentsRequested(state) {
      state.list.status = 'loading';
      state.list.error = null;
    },
    documentsLoaded(state, action: PayloadAction<ManagerDocument[]>) {
      state.list = { items: action.payload, status: 'succeeded', error: null };
    },
    documentsLoadFailed(state, action: PayloadAction<SerializedApiError>) {
      state.list.status = 'failed';
      state.list.error = action.payload;
    },
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
export const selectDocuments = (state: { documents: DocumentsState }) => state.documents;
