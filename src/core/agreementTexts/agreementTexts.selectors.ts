import type { Lang } from '@/contract/common';

import { EMPTY_AGREEMENT_TEXTS, type AgreementTexts, type AgreementTextsState } from './agreementTexts.slice';

/** The slice loads with the screens that show the texts (agreementTexts.feature.ts): absent before. */
type AgreementTextsRoot = { agreementTexts?: AgreementTextsState };

export const selectAgreementTexts = (state: AgreementTextsRoot, lang: Lang): AgreementTexts =>
  state.agreementTexts?.byLanguage[lang] ?? EMPTY_AGREEMENT_TEXTS;
