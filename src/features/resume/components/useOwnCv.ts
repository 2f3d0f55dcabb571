import { useAppSelector } from '@/app/hooks';

import { selectCv } from '../resume.selectors';
import type { CvEntry } from '../resume.slice';
import { useResumeBase } from './resumeBase';

/** The CV the dialogs edit: the signed-in manager's own, as last loaded or saved. */
export function useOwnCv(): CvEntry {
  const base = useResumeBase();
  return useAppSelector((state) => selectCv(state, base.source));
}
