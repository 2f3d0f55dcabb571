import { apiPost, apiPut } from '@/api/client';
import { PATHS, type ContractInfoRequest, type ContractInfoResponse } from '@/api/contract';

export const acceptAgreement = (body: ContractInfoRequest) => apiPut<ContractInfoResponse>(PATHS.contractInfo, body);
export const skipAgreement = () => apiPost(PATHS.skipAgreement);
