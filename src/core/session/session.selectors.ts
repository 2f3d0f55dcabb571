import type { ManagerProfile } from '@/contract/account';

import type { SessionState } from './session.slice';

type SessionRoot = { session: SessionState };

export const selectSession = (state: SessionRoot) => state.session.info;
export const selectIsSignedIn = (state: SessionRoot) => state.session.info !== null;
export const selectUserId = (state: SessionRoot) => state.session.info?.userId ?? null;
export const selectRole = (state: SessionRoot) => state.session.info?.role ?? null;
export const selectUiLanguage = (state: SessionRoot) => state.session.uiLanguage;

/**
 * The signed-in manager's id (`personalDetails.manager_id` of `GET /manager`): neither the
 * login nor the refresh reply carries it, so it is read from the profile, the one copy.
 * Null until the profile has loaded, and for a client contact. (The registration's
 * `manager_id` is the id of the account just registered, not of a session, and stays there.)
 */
// The profile's shape from the contract, not its slice: the slice's load helpers read the session (a cycle).
export const selectManagerId = (state: { profile: { data: ManagerProfile | null } }) =>
  state.profile.data?.personalDetails.manager_id ?? null;
