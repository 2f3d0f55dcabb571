import { apiPost, apiPut } from '@/api/client';
import { type ContractInfoRequest, type ContractInfoResponse, AGREEMENT_PATHS } from '@/contract/agreement';

export const acceptAgreement = (body: ContractInfoRequest) => apiPut<ContractInfoResponse>(AGREEMENT_PATHS.contractInfo.build(), body);
export const skipAgreement = () => apiPost(AGREEMENT_PATHS.skipAgreement.build());
