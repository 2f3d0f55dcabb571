import { createAction } from '@reduxjs/toolkit';

import type { Lang } from '@/contract/common';
import type { SessionInfo } from '@/contract/session';

/**
 * Events every domain may react to. They live below the features because a feature
 * never imports another feature (conventions rule 1).
 */
export type SessionEndReason = 'logout' | 'idle' | 'expired' | 'otherTab';

/** A user signed in, or a stored session was restored at start (decision 6). */
export const sessionStarted = createAction<SessionInfo>('session/started');
/** The session is over: every domain resets its state (part 1 §4). */
export const sessionEnded = createAction<{ reason: SessionEndReason }>('session/ended');
/** The user asked to log out (menu, agreement cancel, idle dialog). */
export const logoutRequested = createAction('session/logoutRequested');
/** The UI language was switched (here or in another tab, decision 7). */
export const uiLanguageChanged = createAction<{ lang: Lang; fromOtherTab?: boolean }>('session/uiLanguageChanged');
