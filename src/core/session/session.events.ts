import { createAction } from '@reduxjs/toolkit';

import type { Lang } from '@/contract/common';
import type { SessionInfo } from '@/contract/session';

/**
 * Events every domain may react to. They live below the features because a feature
 * never imports another feature.
 */
export type SessionEndReason = 'logout' | 'idle' | 'expired' | 'otherTab';

/** A user signed in, or a stored session was restored at start (docs/decisions/007-tokens.md). */
export const sessionStarted = createAction<SessionInfo>('session/started');
/** The session is over: every domain resets its state. */
export const sessionEnded = createAction<{ reason: SessionEndReason }>('session/ended');
/**
 * The server accepted the deletion of the manager's profile: nothing of the manager stays on the device from now
 * on, also if the tab is closed before the manager leaves the confirmation.
 */
export const accountDeletionAccepted = createAction('session/accountDeletionAccepted');
/** The user asked to log out (menu, agreement cancel, idle dialog). */
export const logoutRequested = createAction('session/logoutRequested');
/** The UI language was switched (here or in another tab, docs/decisions/008-tabs-agree.md). */
export const uiLanguageChanged = createAction<{ lang: Lang; fromOtherTab?: boolean }>('session/uiLanguageChanged');
