import { apiSave } from '@/api/client';
import { AGREEMENT_PATHS, type ContractInfoRequest } from '@/contract/agreement';
import { contractInfoResponseSchema } from '@/contract/agreement.answers';
import { okAnswer } from '@/contract/schema';

/** The acceptance, or null where the answer carries none: accepted all the same (docs/decisions/056-a-save-is-its-status.md). */
export const acceptAgreement = (body: ContractInfoRequest) =>
  apiSave('put', AGREEMENT_PATHS.contractInfo.build(), contractInfoResponseSchema, body);
export const skipAgreement = () => apiSave('post', AGREEMENT_PATHS.skipAgreement.build(), okAnswer);
