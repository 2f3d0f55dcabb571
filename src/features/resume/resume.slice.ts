import { createSlice, nanoid, original, type PayloadAction } from '@reduxjs/toolkit';

import type { SerializedApiError } from '@/api/errors';
import type { Lang } from '@/contract/common';
import type { PublicCv, Resume } from '@/contract/resume';
import { loadFailed, loadStarted, loadSucceeded, notLoaded, type Loaded } from '@/core/load/load';
import { sessionEnded } from '@/core/session/session.events';
import { LOCAL_KEYS, readLocal } from '@/lib/storageKeys';

import { cvKey, type CvSource, type OwnCvSource, type ResumeSave } from './resume.types';

/** A CV as loaded: the own one is a Resume, any other a PublicCv (selectCv gives each its type). */
export interface CvEntry<T extends Resume | PublicCv = Resume | PublicCv> extends Loaded<T> {
  /**
   * The load whose answer may still change this CV: the latest one, and none once a
   * save has answered, so an older copy never replaces a newer one.
   */
  loadId: string | null;
}

export interface ResumeState {
  /** CVs by `cvKey(source)`: the manager's own and any viewed read-only. */
  cvs: Record<string, CvEntry>;
  /** The resume language of the de/en toggle: persisted, German by default. */
  language: Lang;
}

export function storedResumeLanguage(): Lang {
  return readLocal(LOCAL_KEYS.resumeLanguage) === 'en' ? 'en' : 'de';
}

export const notLoadedCv = (): CvEntry => ({ ...notLoaded(), loadId: null });

/** The CV under `key`, created (not loaded) when missing. */
const cvAt = (state: ResumeState, key: string): CvEntry => (state.cvs[key] ??= notLoadedCv());

/** The server's copy of the CV replaces ours; a load still under way started before it, so its copy is dropped. */
function replaceWithServerCopy(state: ResumeState, action: PayloadAction<{ cv: string; resume: Resume }>) {
  const entry = cvAt(state, action.payload.cv);
  loadSucceeded(entry, action.payload.resume);
  entry.loadId = null;
}

const initialState = (): ResumeState => ({
  cvs: {},
  language: storedResumeLanguage(),
});

/** A CV dialog's save; the dialog learns its outcome through core/submission (useSubmit). */
export interface SaveSubmitted {
  /** The key of the CV the save changes (the manager's own). */
  cv: string;
  save: ResumeSave;
  /** The version the dialog opened on, the save's condition; none for a new item and for markCompleted. */
  version?: string;
}

export const resumeSlice = createSlice({
  name: 'resume',
  initialState,
  reducers: {
    /** Load (or reload) a CV; what is shown stays until the new copy arrives. */
    cvRequested: {
      reducer(state, action: PayloadAction<{ key: string; source: CvSource; loadId: string }>) {
        const entry = cvAt(state, action.payload.key);
        loadStarted(entry);
        entry.loadId = action.payload.loadId;
      },
      prepare: (source: CvSource) => ({ payload: { key: cvKey(source), source, loadId: nanoid() } }),
    },
    cvLoaded(state, action: PayloadAction<{ key: string; loadId: string; resume: Resume | PublicCv }>) {
      const { key, loadId, resume } = action.payload;
      const entry = state.cvs[key];
      if (!entry || entry.loadId !== loadId) return;
      const shown = entry.data ? original(entry.data) : undefined;
      // The page shows the CV it holds while it is loaded again; an unchanged CV keeps its
      // identity, so 60 positions are not rendered a second time for nothing.
      loadSucceeded(entry, shown && JSON.stringify(shown) === JSON.stringify(resume) ? shown : resume);
      entry.loadId = null;
    },
    cvLoadFailed(state, action: PayloadAction<{ key: string; loadId: string; error: SerializedApiError }>) {
      const { key, loadId, error } = action.payload;
      const entry = state.cvs[key];
      if (!entry || entry.loadId !== loadId) return;
      loadFailed(entry, error);
      entry.loadId = null;
    },
    /** An event for the saga only: what is shown changes when the server's copy arrives. */
    saveSubmitted(_state, _action: PayloadAction<SaveSubmitted>) {},
    /** The server's copy replaces ours (answers replace the local copy). */
    saveSucceeded: replaceWithServerCopy,
    /**
     * A save refused with the item as the server holds it now (412): our copy takes it at once, so that a save
     * made again right away ('keep mine') sends the rest of the CV as it is now, not as it was.
     */
    savedMeanwhileReceived: replaceWithServerCopy,
    /** An event for the saga only: a new public CV id for the own CV (docs/decisions/037-public-cv.md). */
    publicCvIdReissueSubmitted(_state, _action: PayloadAction<{ source: OwnCvSource }>) {},
    /**
     * The server made a new public CV id: the old one opens nothing any more. `null` when its answer did not say
     * which: the own CV is read again for it, and until then no link is known. A load under way started before
     * the new id, so its copy is dropped.
     */
    publicCvIdReissued(state, action: PayloadAction<{ cv: string; publicCvId: string | null }>) {
      const entry = state.cvs[action.payload.cv];
      // The own CV's key holds the owner's Resume (selectCv).
      const resume = entry?.data as Resume | null | undefined;
      if (!entry || !resume) return;
      resume.publicCvId = action.payload.publicCvId ?? undefined;
      entry.loadId = null;
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
