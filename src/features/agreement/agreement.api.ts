import { apiPost, apiPut } from '@/api/client';
import { AGREEMENT_PATHS, type ContractInfoRequest, type ContractInfoResponse } from '@/contract/agreement';

export const acceptAgreement = (body: ContractInfoRequest) =>
  apiPut<ContractInfoResponse>(AGREEMENT_PATHS.contractInfo.build(), body);
export const skipAgreement = () => apiPost(AGREEMENT_PATHS.skipAgreement.build());
