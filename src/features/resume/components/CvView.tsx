import type { Lang, Resume } from '@/api/contract';

export interface CvViewProps {
  resume: Resume;
  lang: Lang;
  /** The base the edit dialogs open under; without it the CV is read-only (part 2 §2). */
  editBase?: string;
}

// Stub: replaced by the helper who builds the CV view.
export function CvView(_props: CvViewProps) {
  return null;
}
