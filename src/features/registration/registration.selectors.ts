import type { RegistrationState } from './registration.slice';

export type RegistrationRoot = { registration: RegistrationState };

export const selectRegistration = (state: RegistrationRoot) => state.registration;
export const selectWelcomeVideos = (state: RegistrationRoot) => state.registration.videos;
/** The manager id of a registration already made: a retry of 'Apply now' only uploads the documents. */
export const selectRegisteredManagerId = (state: RegistrationRoot) => state.registration.registered?.managerId ?? null;
