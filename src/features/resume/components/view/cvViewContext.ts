import { createContext, useContext } from 'react';

import type { Lang } from '@/contract/common';

export interface CvViewSettings {
  /** The resume language: which language of each per-language text is shown. */
  lang: Lang;
  /** The UI language: labels, dates ('MMM yyyy') and durations. */
  uiLang: Lang;
  /** The base of the edit dialogs; without it the CV is read-only. */
  editBase?: string;
  /** 'yyyy-MM-dd': current positions run to this day. */
  today: string;
}

export const CvViewContext = createContext<CvViewSettings>({ lang: 'de', uiLang: 'de', today: '1970-01-01' });

export function useCvView(): CvViewSettings {
  return useContext(CvViewContext);
}
