import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import type { Lang } from '@/contract/common';

import './agreementTexts.feature';

import { selectAgreementTexts } from './agreementTexts.selectors';
import { agreementTextsActions, type AgreementDocumentText, type AgreementTexts } from './agreementTexts.slice';

/**
 * The agreement's two texts in `lang`, loaded when first shown. The agreement
 * screen and the registration call it alike; `enabled: false` waits (the registration
 * loads them when its step shows the block).
 */
export function useAgreementTexts(lang: Lang, { enabled = true }: { enabled?: boolean } = {}): AgreementTexts {
  const dispatch = useDispatch();
  useEffect(() => {
    if (enabled) dispatch(agreementTextsActions.agreementTextsRequested(lang));
  }, [dispatch, lang, enabled]);
  return useSelector((state: Parameters<typeof selectAgreementTexts>[0]) => selectAgreementTexts(state, lang));
}

/** The opportunities' NDA text in `lang`, loaded when first shown, once per language. */
export function useNdaText(lang: Lang): AgreementDocumentText {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(agreementTextsActions.ndaTextRequested(lang));
  }, [dispatch, lang]);
  return useSelector((state: Parameters<typeof selectAgreementTexts>[0]) => selectAgreementTexts(state, lang).nda);
}
