import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import type { Lang } from '@/contract/common';

import './agreementTexts.feature';

import { selectAgreementTexts } from './agreementTexts.selectors';
import { agreementTextsActions, type AgreementDocumentText, type AgreementTexts } from './agreementTexts.slice';

/**
 * The agreement's two texts in `lang`, loaded when first shown, and the retry of those that
 * failed. The agreement screen and the registration call it alike; `enabled: false` waits (the
 * registration loads them when its step shows the block).
 */
export function useAgreementTexts(
  lang: Lang,
  { enabled = true }: { enabled?: boolean } = {},
): { texts: AgreementTexts; retry: () => void } {
  const dispatch = useDispatch();
  // Asks for the texts neither loaded nor on their way: all at first, then those that failed.
  const request = useCallback(() => dispatch(agreementTextsActions.agreementTextsRequested(lang)), [dispatch, lang]);
  useEffect(() => {
    if (enabled) request();
  }, [request, enabled]);
  const texts = useSelector((state: Parameters<typeof selectAgreementTexts>[0]) => selectAgreementTexts(state, lang));
  return { texts, retry: request };
}

/** The opportunities' NDA text in `lang`, loaded when first shown, once per language. */
export function useNdaText(lang: Lang): AgreementDocumentText {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(agreementTextsActions.ndaTextRequested(lang));
  }, [dispatch, lang]);
  return useSelector((state: Parameters<typeof selectAgreementTexts>[0]) => selectAgreementTexts(state, lang).nda);
}
