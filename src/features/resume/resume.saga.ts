import { call, put, select, takeEvery, takeLeading } from 'redux-saga/effects';

import type { PublicCvIdAnswer, Resume } from '@/contract/resume';
import { load, loadAgain } from '@/core/load/load';
import { profileActions } from '@/core/profile/profile.slice';
import { selectManagerId } from '@/core/session/session.selectors';
import { submission } from '@/core/submission/submission';
import { tabsActions } from '@/core/tabs/tabs.slice';
import { LOCAL_KEYS, writeLocal } from '@/lib/storageKeys';

import { fetchCv, reissuePublicCvId, saveResume } from './resume.api';
import { resumeActions, type CvEntry, type ResumeState } from './resume.slice';
import { cvKey, type CvSource } from './resume.types';

const loadCv = load((action: ReturnType<typeof resumeActions.cvRequested>) => fetchCv(action.payload.source), {
  loaded: (resume, { payload: { key, loadId } }) => resumeActions.cvLoaded({ key, loadId, resume }),
  failed: (error, { payload: { key, loadId } }) => resumeActions.cvLoadFailed({ key, loadId, error }),
  // No CV is kept on the device: its rates and personal data are not needed to work offline
  // (docs/decisions/054-offline-data.md).
});

/**
 * Reads the own CV again after a save whose answer did not carry it (docs/decisions/056-a-save-is-its-status.md),
 * and waits for it: the dialog closes onto the CV as the server holds it. Null when it could not be read; the
 * CV page then says so, with a retry.
 */
function* readCvAgain(cv: string) {
  const managerId: string | null = yield select(selectManagerId);
  if (managerId === null) return null;
  const request = resumeActions.cvRequested({ kind: 'manager', id: managerId });
  yield call(
    loadAgain,
    request,
    (answer) =>
      (resumeActions.cvLoaded.match(answer) || resumeActions.cvLoadFailed.match(answer)) &&
      answer.payload.loadId === request.payload.loadId,
  );
  const entry: CvEntry | undefined = yield select((state: { resume: ResumeState }) => state.resume.cvs[cv]);
  return entry?.status === 'succeeded' ? (entry.data as Resume) : null;
}

/** A failure settles the dialog's submission as failed (core/submission): nothing in the CV changes. */
function* saveWorker(action: ReturnType<typeof resumeActions.saveSubmitted>) {
  const { cv, save, version } = action.payload;
  const answer: Resume | null = yield call(saveResume, save, version);
  if (answer) yield put(resumeActions.saveSucceeded({ cv, resume: answer }));
  const resume: Resume | null = answer ?? (yield call(readCvAgain, cv));
  if (!resume) return;
  const { personalDetails, lastModified, completionPercent, availabilityUpdatedAt } = resume;
  yield put(profileActions.cvSaved({ personalDetails, lastModified, completionPercent, availabilityUpdatedAt }));
}

/**
 * A new public CV id (docs/decisions/037-public-cv.md). A 2xx made it, whatever its body: an answer that does
 * not name the new id settles as done too, and the own CV, which names it, is read again.
 */
function* reissuePublicCvIdWorker({
  payload: { source },
}: ReturnType<typeof resumeActions.publicCvIdReissueSubmitted>) {
  const reissued: PublicCvIdAnswer | null = yield call(reissuePublicCvId);
  yield put(resumeActions.publicCvIdReissued({ cv: cvKey(source), publicCvId: reissued?.publicCvId ?? null }));
  if (!reissued) yield call(readCvAgain, cvKey(source));
}

function persistLanguage(action: ReturnType<typeof resumeActions.resumeLanguageChosen>) {
  writeLocal(LOCAL_KEYS.resumeLanguage, action.payload);
}

/** Another window saved the CV (docs/decisions/008-tabs-agree.md): the own CV reloads if this window shows it. */
function* onOtherWindowSaved({ payload: news }: ReturnType<typeof tabsActions.otherWindowSaved>) {
  if (news.what !== 'resume') return;
  const managerId: string | null = yield select(selectManagerId);
  if (managerId === null) return;
  const own: CvSource = { kind: 'manager', id: managerId };
  const loaded: boolean = yield select((state: { resume: ResumeState }) => !!state.resume.cvs[cvKey(own)]?.data);
  if (loaded) yield put(resumeActions.cvRequested(own));
}

export function* resumeSaga() {
  // Different CVs load side by side; of one CV's loads only the latest answer counts (the slice).
  yield takeEvery(resumeActions.cvRequested, loadCv);
  // One save at a time (a double submit must be impossible; docs/decisions/006-retries-and-single-submit.md).
  yield takeLeading(resumeActions.saveSubmitted, submission(saveWorker));
  yield takeLeading(resumeActions.publicCvIdReissueSubmitted, submission(reissuePublicCvIdWorker));
  yield takeEvery(resumeActions.resumeLanguageChosen, persistLanguage);
  yield takeEvery(tabsActions.otherWindowSaved, onOtherWindowSaved);
}
