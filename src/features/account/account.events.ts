import { createAction } from '@reduxjs/toolkit';

import type { PersonalInfoRequest } from '@/contract/account';

/**
 * The account page's submissions. They hold no state: the saved personal details live in the
 * profile (src/core/profile), which the header and the dashboard read too, and each form
 * learns how its save went through core/submission (useSubmit).
 */
export const accountActions = {
  /** `version`: the one the form opened on (docs/decisions/035-save-versions.md). */
  personalInfoSubmitted: createAction<{ request: PersonalInfoRequest; version: string }>(
    'account/personalInfoSubmitted',
  ),
  deletionSubmitted: createAction('account/deletionSubmitted', (remarks: string) => ({ payload: { remarks } })),
  photoSubmitted: createAction('account/photoSubmitted', (file: File) => ({ payload: undefined, meta: { arg: file } })),
};

/** The feature's name for core/lazyFeatures. */
export const ACCOUNT_FEATURE = 'account';
