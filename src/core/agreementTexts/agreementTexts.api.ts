import { apiGet } from '@/api/client';
import { type AgreementTextResponse, AGREEMENT_PATHS } from '@/contract/agreement';
import type { Lang } from '@/contract/common';
import { timestampParam } from '@/api/files';

/** The two texts of the agreement block: the agreement screen and the registration read them alike. */
export const fetchTermsText = (lang: Lang) => apiGet<AgreementTextResponse>(AGREEMENT_PATHS.agreementText.build(lang), { params: timestampParam() });
export const fetchPrivacyText = (lang: Lang) => apiGet<AgreementTextResponse>(AGREEMENT_PATHS.protectionText.build(lang), { params: timestampParam() });
/** The NDA of the opportunities (part 2 §7: `GET /manager/nda/{lang}?timestamp=`). */
export const fetchNdaText = (lang: Lang) => apiGet<AgreementTextResponse>(AGREEMENT_PATHS.ndaText.build(lang), { params: timestampParam() });
