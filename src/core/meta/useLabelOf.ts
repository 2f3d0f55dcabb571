import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { useAppSelector } from '../hooks';
import { selectLabelsLoad, type MetaRoot } from './meta.selectors';
import { useLabelList } from './useLabelList';

export type LabelOf = (code: string | null | undefined) => string;

/**
 * A lookup of one label list (in the UI language) by code, built once per list, so that rows
 * of a long CV look labels up without searching the list each time. A code the loaded labels
 * do not name is kept and said to be unknown, with its code ("Unknown (450)"); while the labels
 * load (or when they could not be), it reads as nothing.
 */
export function useLabelOf(list: string): LabelOf {
  const { t } = useTranslation('common');
  const options = useLabelList(list);
  const loaded = useAppSelector((state: MetaRoot) => selectLabelsLoad(state).status === 'succeeded');
  return useMemo(() => {
    const byCode = new Map(options.map((option) => [option.value, option.label]));
    return (code) => {
      if (!code) return '';
      const label = byCode.get(code);
      if (label !== undefined) return label;
      return loaded ? t('labels.unknown', { code }) : '';
    };
  }, [options, loaded, t]);
}
