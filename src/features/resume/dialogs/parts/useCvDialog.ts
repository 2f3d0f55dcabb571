import type { Lang } from '@/contract/common';
import type { Resume } from '@/contract/resume';
import { useAppSelector } from '@/core/hooks';
import { useOwnCv } from '@/features/resume/components/useOwnCv';
import { selectResumeLanguage } from '@/features/resume/resume.selectors';

/** What every CV dialog starts from: the saved CV (as last loaded or saved) and the resume language being edited. */
export function useCvDialog(): { resume: Resume | null; lang: Lang } {
  const resume = useOwnCv().data;
  const lang = useAppSelector(selectResumeLanguage);
  return { resume, lang };
}
