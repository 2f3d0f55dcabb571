import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import type { Lang } from '@/contract/common';

import { metaActions } from './meta.slice';

/**
 * Anonymous pages (registration, sign-up) load the labels themselves: a session loads them
 * for signed-in users. They follow the given language.
 */
export function useLabelsIn(lang: Lang): void {
  const dispatch = useDispatch();
  const loadedFor = useSelector((state: { meta: { labels: { lang: Lang | null } } }) => state.meta.labels.lang);
  useEffect(() => {
    if (loadedFor !== lang) dispatch(metaActions.labelsRequested(lang));
  }, [dispatch, lang, loadedFor]);
}
