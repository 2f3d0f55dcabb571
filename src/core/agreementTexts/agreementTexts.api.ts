import { apiGet } from '@/api/client';
import { timestampParam } from '@/api/files';
import { AGREEMENT_PATHS, type AgreementTextResponse } from '@/contract/agreement';
import type { Lang } from '@/contract/common';

/** The two texts of the agreement block: the agreement screen and the registration read them alike. */
export const fetchTermsText = (lang: Lang) =>
  apiGet<AgreementTextResponse>(AGREEMENT_PATHS.agreementText.build(lang), { params: timestampParam() });
export const fetchPrivacyText = (lang: Lang) =>
  apiGet<AgreementTextResponse>(AGREEMENT_PATHS.protectionText.build(lang), { params: timestampParam() });
/** The NDA of the opportunities (`GET /manager/nda/{lang}?timestamp=`). */
export const fetchNdaText = (lang: Lang) =>
  apiGet<AgreementTextResponse>(AGREEMENT_PATHS.ndaText.build(lang), { params: timestampParam() });
