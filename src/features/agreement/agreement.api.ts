import { apiPost, apiPut } from '@/api/client';
import { AGREEMENT_PATHS, type ContractInfoRequest } from '@/contract/agreement';
import { contractInfoResponseSchema } from '@/contract/agreement.answers';
import { okAnswer } from '@/contract/schema';

export const acceptAgreement = (body: ContractInfoRequest) =>
  apiPut(AGREEMENT_PATHS.contractInfo.build(), contractInfoResponseSchema, body);
export const skipAgreement = () => apiPost(AGREEMENT_PATHS.skipAgreement.build(), okAnswer);
