import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DocumentSubcategory, ManagerDocument } from '@/contract/documents';
import type { SerializedApiError } from '@/api/errors';
import { sessionEnded } from '@/core/session/session.events';

export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface UploadRequest {
  /** The upload row the file comes from (the page removes it on success). */
  rowKey: string;
  subcategoryId: DocumentSubcategory;
  managerId: string;
  fileName: string;
}

export interface DocumentsState {
  list: { items: ManagerDocument[]; status: RequestStatus; error: SerializedApiError | null };
  upload: { rowKey: string | null; fileName: string | null; status: RequestStatus; error: SerializedApiError | null };
}

const initialState: DocumentsState = {
  list: { items: [], status: 'idle', error: null },
  upload: { rowKey: null, fileName: null, status: 'idle', error: null },
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
      reducer(state, action: PayloadAction<UploadRequest, string, { arg: File }>) {
        state.upload = { rowKey: action.payload.rowKey, fileName: action.payload.fileName, status: 'loading', error: null };
      },
      // The File is no state: it only travels to the saga. It rides in `meta.arg`, the path
      // RTK's serializable check leaves alone by default.
      prepare: (request: UploadRequest, file: File) => ({ payload: request, meta: { arg: file } }),
    },
    uploadSucceeded(state) {
      state.upload.status = 'succeeded';
    },
    uploadFailed(state, action: PayloadAction<SerializedApiError>) {
      state.upload.status = 'failed';
      state.upload.error = action.payload;
    },
    /** The page was opened again: no message of an earlier visit. */
    uploadReset(state) {
      state.upload = initialState.upload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState);
  },
});

export const documentsActions = documentsSlice.actions;
export const selectDocuments = (state: { documents: DocumentsState }) => state.documents;
