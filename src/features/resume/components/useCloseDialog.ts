import { useCloseDialog as useCloseDialogTo } from '@/components/dialog/dialogRoute';

import { useResumeBase } from './resumeBase';

/** Closing a CV dialog returns to the CV it was opened over. */
export function useCloseDialog(): () => void {
  return useCloseDialogTo(useResumeBase().path);
}
