import { notLoadedCv, type CvEntry, type ResumeState } from './resume.slice';
import { cvKey, type CvOf, type CvSource } from './resume.types';

export type ResumeRoot = { resume: ResumeState };
const NO_ENTRY = notLoadedCv();

/**
 * The CV of a source, with its type: the key carries the source's kind, and a kind is only ever loaded
 * by its own schema (fetchCv) and saved as the owner's Resume, so the entry holds what CvOf says.
 */
export const selectCv = <S extends CvSource>(state: ResumeRoot, source: S): CvEntry<CvOf<S>> =>
  (state.resume.cvs[cvKey(source)] ?? NO_ENTRY) as CvEntry<CvOf<S>>;
export const selectResumeLanguage = (state: ResumeRoot) => state.resume.language;
