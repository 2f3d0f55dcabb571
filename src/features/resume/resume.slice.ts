import { createSlice, original, type PayloadAction } from '@reduxjs/toolkit';
import type { Lang } from '@/contract/common';
import type { Resume } from '@/contract/resume';
import type { SerializedApiError } from '@/api/errors';
import { sessionEnded } from '@/core/session/session.events';
import { LOCAL_KEYS, readLocal } from '@/lib/storageKeys';
import { cvKey, type CvSource, type ResumeSave } from './resume.types';

export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface CvEntry {
  data: Resume | null;
  status: RequestStatus;
  error: SerializedApiError | null;
}

export interface ResumeState {
  /** CVs by `cvKey(source)`: the manager's own and any viewed read-only. */
  cvs: Record<string, CvEntry>;
  /** The one save in flight or last ended; `requestId` lets the dialog that sent it see its own result. */
  save: { requestId: string | null; status: RequestStatus; error: SerializedApiError | null };
  /** The resume language of the de/en toggle: persisted, German by default (part 2 §1). */
  language: Lang;
}

export function storedResumeLanguage(): Lang {
  return readLocal(LOCAL_KEYS.resumeLanguage) === 'en' ? 'en' : 'de';
}

const initialState = (): ResumeState => ({
  cvs: {},
  save: { requestId: null, status: 'idle', error: null },
  language: storedResumeLanguage(),
});

export interface SaveSubmitted {
  requestId: string;
  /** The key of the CV the save changes (the manager's own). */
  cv: string;
  save: ResumeSave;
}

export const resumeSlice = createSlice({
  name: 'resume',
  initialState,
  reducers: {
    /** Load (or reload) a CV; what is shown stays until the new copy arrives. */
    cvRequested: {
      reducer(state, action: PayloadAction<{ key: string; source: CvSource }>) {
        const entry = state.cvs[action.payload.key];
        state.cvs[action.payload.key] = { data: entry?.data ?? null, status: 'loading', error: null };
      },
      prepare: (source: CvSource) => ({ payload: { key: cvKey(source), source } }),
    },
    cvLoaded(state, action: PayloadAction<{ key: string; resume: Resume }>) {
      const entry = state.cvs[action.payload.key];
      const shown = entry?.data ? original(entry.data) : undefined;
      // The page shows the CV it holds while it is loaded again; an unchanged CV keeps its
      // identity, so 60 positions are not rendered a second time for nothing.
      if (entry && shown && JSON.stringify(shown) === JSON.stringify(action.payload.resume)) {
        entry.status = 'succeeded';
        entry.error = null;
        return;
      }
      state.cvs[action.payload.key] = { data: action.payload.resume, status: 'succeeded', error: null };
    },
    cvLoadFailed(state, action: PayloadAction<{ key: string; error: SerializedApiError }>) {
      const entry = state.cvs[action.payload.key];
      state.cvs[action.payload.key] = { data: entry?.data ?? null, status: 'failed', error: action.payload.error };
    },
    saveSubmitted(state, action: PayloadAction<SaveSubmitted>) {
      state.save = { requestId: action.payload.requestId, status: 'loading', error: null };
    },
    /** The server's copy replaces ours (part 2 §7: answers replace the local copy). */
    saveSucceeded(state, action: PayloadAction<{ requestId: string; cv: string; resume: Resume }>) {
      state.cvs[action.payload.cv] = { data: action.payload.resume, status: 'succeeded', error: null };
      if (state.save.requestId === action.payload.requestId) state.save.status = 'succeeded';
    },
    saveFailed(state, action: PayloadAction<{ requestId: string; error: SerializedApiError }>) {
      if (state.save.requestId !== action.payload.requestId) return;
      state.save.status = 'failed';
      state.save.error = action.payload.error;
    },
    /** A dialog opened or closed: no result of an earlier save is shown. */
    saveReset(state) {
      state.save = { requestId: null, status: 'idle', error: null };
    },
    resumeLanguageChosen(state, action: PayloadAction<Lang>) {
      state.language = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, (state) => ({ ...initialState(), language: state.language }));
  },
});

export const resumeActions = resumeSlice.actions;
