import type { AgreementState } from './agreement.slice';

export type AgreementRoot = { agreement: AgreementState };

export const selectAgreement = (state: AgreementRoot) => state.agreement;
export const selectAgreementPending = (state: AgreementRoot) => state.agreement.pending;
