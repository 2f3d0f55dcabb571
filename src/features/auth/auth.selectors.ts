import type { AuthState } from './auth.slice';

/** The sign-in flow's state; the session's selectors are core's (core/session/session.selectors.ts). */
type AuthRoot = { auth: AuthState };

export const selectBootstrapped = (state: AuthRoot) => state.auth.bootstrapped;
export const selectLogin = (state: AuthRoot) => state.auth.login;
export const selectIdleSecondsLeft = (state: AuthRoot) => state.auth.idleSecondsLeft;
export const selectEndReason = (state: AuthRoot) => state.auth.endReason;
