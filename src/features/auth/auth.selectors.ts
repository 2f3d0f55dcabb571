import type { AuthState } from './auth.slice';

type AuthRoot = { auth: AuthState };

export const selectBootstrapped = (state: AuthRoot) => state.auth.bootstrapped;
export const selectSession = (state: AuthRoot) => state.auth.session;
export const selectIsSignedIn = (state: AuthRoot) => state.auth.session !== null;
export const selectRole = (state: AuthRoot) => state.auth.session?.role ?? null;
export const selectLogin = (state: AuthRoot) => state.auth.login;
export const selectIdleSecondsLeft = (state: AuthRoot) => state.auth.idleSecondsLeft;
export const selectEndReason = (state: AuthRoot) => state.auth.endReason;
