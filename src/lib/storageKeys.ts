/**
 * Every key the app writes to web storage, in one place (docs/decisions/010-drafts.md says what may be kept).
 * The browser tests assert that a signed-in session holds nothing else.
 */
export const LOCAL_KEYS = {
  refreshToken: 'portal.refreshToken',
  /**
   * The session info of the last sign-in or refresh (who, the role), kept beside the refresh token and removed
   * with it: a start without a connection restores the session from it (docs/decisions/054-offline-data.md).
   */
  sessionInfo: 'portal.sessionInfo',
  /** UI language code, 100 or 200. */
  language: 'portal.language',
  /** Resume language, 'de' or 'en'. */
  resumeLanguage: 'portal.resumeLanguage',
  /** Epoch ms of the last user input in any tab (docs/decisions/009-idle-timeout.md). */
  lastActive: 'portal.lastActive',
  /** The registration's accepted agreement flags `{ terms, privacy }` (docs/decisions/010-drafts.md). */
  registrationAgreement: 'portal.registrationAgreement',
  /** The news one window tells the others where BroadcastChannel is missing: written and removed at once (docs/decisions/008-tabs-agree.md). */
  tabNews: 'portal.tabNews',
} as const;

export const SESSION_KEYS = {
  /** Drafts of open forms, per user (docs/decisions/010-drafts.md): `portal.draft.<userId>.<form>`. */
  draftPrefix: 'portal.draft.',
} as const;

/** localStorage can throw (private mode, quota); the app must go on without it. */
export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the session still works in this tab.
  }
}
