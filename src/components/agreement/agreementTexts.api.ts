import { apiGet } from '@/api/client';
import { PATHS, type AgreementTextResponse, type Lang } from '@/api/contract';
import { timestampParam } from '@/api/files';

/** The two texts of the agreement block: the agreement screen and the registration read them alike. */
export const fetchTermsText = (lang: Lang) => apiGet<AgreementTextResponse>(PATHS.agreementText(lang), { params: timestampParam() });
export const fetchPrivacyText = (lang: Lang) => apiGet<AgreementTextResponse>(PATHS.protectionText(lang), { params: timestampParam() });
