import { createSlice } from '@reduxjs/toolkit';

import type { Lang } from '@/contract/common';
import type { SessionInfo } from '@/contract/session';
import { langOf, readStoredLanguageCode } from '@/lib/languages';

import { sessionEnded, sessionStarted, uiLanguageChanged } from './session.events';

/**
 * Who is signed in and in which language the portal speaks: what every feature reads
 * (through session.selectors.ts). The sign-in flow itself (login status, lock, idle
 * countdown, why the last session ended) is the auth feature's own state.
 */
export interface SessionState {
  /** The signed-in user (login reply or refresh reply), null when nobody is. */
  info: SessionInfo | null;
  /** The portal's language: the stored choice at start, then every switch. */
  uiLanguage: Lang;
}

const initialState = (): SessionState => ({ info: null, uiLanguage: langOf(readStoredLanguageCode()) });

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionStarted, (state, action) => {
        state.info = action.payload;
      })
      // The language outlives the session: the sign-in page keeps speaking it.
      .addCase(sessionEnded, (state) => {
        state.info = null;
      })
      .addCase(uiLanguageChanged, (state, action) => {
        state.uiLanguage = action.payload.lang;
      });
  },
});
