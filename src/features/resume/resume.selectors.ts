import { notLoadedCv, type ResumeState } from './resume.slice';
import { cvKey, type CvSource } from './resume.types';

export type ResumeRoot = { resume: ResumeState };
const NO_ENTRY = notLoadedCv();

export const selectCv = (state: ResumeRoot, source: CvSource) => state.resume.cvs[cvKey(source)] ?? NO_ENTRY;
export const selectResumeLanguage = (state: ResumeRoot) => state.resume.language;
