import { apiGet, apiPost, apiPut } from '@/api/client';
import { PATHS, type AgreementTextResponse, type ContractInfoRequest, type ContractInfoResponse, type Lang } from '@/api/contract';
import { timestampParam } from '@/api/files';

export const fetchTermsText = (lang: Lang) => apiGet<AgreementTextResponse>(PATHS.agreementText(lang), { params: timestampParam() });
export const fetchPrivacyText = (lang: Lang) => apiGet<AgreementTextResponse>(PATHS.protectionText(lang), { params: timestampParam() });
export const acceptAgreement = (body: ContractInfoRequest) => apiPut<ContractInfoResponse>(PATHS.contractInfo, body);
export const skipAgreement = () => apiPost(PATHS.skipAgreement);
