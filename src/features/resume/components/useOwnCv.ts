import type { Resume } from '@/contract/resume';
import { useAppSelector } from '@/core/hooks';

import { selectCv, type ResumeRoot } from '../resume.selectors';
import type { CvEntry } from '../resume.slice';
import { useResumeBase } from './resumeBase';

/** The CV the dialogs edit: the signed-in manager's own, as last loaded or saved. */
export function useOwnCv(): CvEntry<Resume> {
  const base = useResumeBase();
  return useAppSelector((state: ResumeRoot) => selectCv(state, base.source));
}
