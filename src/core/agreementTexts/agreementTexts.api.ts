import { apiRead } from '@/api/client';
import { timestampParam } from '@/api/files';
import { AGREEMENT_PATHS } from '@/contract/agreement';
import { agreementTextSchema } from '@/contract/agreement.answers';
import type { Lang } from '@/contract/common';

/** The two texts of the agreement block: the agreement screen and the registration read them alike. */
export const fetchTermsText = (lang: Lang) =>
  apiRead(AGREEMENT_PATHS.agreementText.build(lang), agreementTextSchema, { params: timestampParam() });
export const fetchPrivacyText = (lang: Lang) =>
  apiRead(AGREEMENT_PATHS.protectionText.build(lang), agreementTextSchema, { params: timestampParam() });
/** The NDA of the opportunities (`GET /manager/nda/{lang}?timestamp=`). */
export const fetchNdaText = (lang: Lang) =>
  apiRead(AGREEMENT_PATHS.ndaText.build(lang), agreementTextSchema, { params: timestampParam() });
