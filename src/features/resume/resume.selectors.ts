import type { ResumeState } from './resume.slice';
import { cvKey, type CvSource } from './resume.types';

type Root = { resume: ResumeState };
const NO_ENTRY = { data: null, status: 'idle', error: null, loadId: null } as const;

export const selectCv = (state: Root, source: CvSource) => state.resume.cvs[cvKey(source)] ?? NO_ENTRY;
export const selectResumeLanguage = (state: Root) => state.resume.language;
