import { createContext, useContext } from 'react';

import type { OwnCvSource } from '../resume.types';

export interface ResumeBase {
  /** The URL the dialogs open under ('/resume'); closing a dialog returns here ("Base is the current URL"). */
  path: string;
  /** The signed-in manager's own CV, which the dialogs edit. */
  source: OwnCvSource;
}

export const ResumeBaseContext = createContext<ResumeBase | null>(null);

export function useResumeBase(): ResumeBase {
  const base = useContext(ResumeBaseContext);
  if (!base) throw new Error('A CV dialog renders inside ResumeBaseContext');
  return base;
}
