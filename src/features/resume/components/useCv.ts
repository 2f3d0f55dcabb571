import { useEffect } from 'react';

import { useAppDispatch, useAppSelector } from '@/core/hooks';

import { selectCv, type ResumeRoot } from '../resume.selectors';
import { resumeActions, type CvEntry } from '../resume.slice';
import type { CvOf, ViewedCvSource } from '../resume.types';

/** A CV shown read-only (the public views, the CV that was sent): loaded when shown, with a retry. */
export function useCv<S extends ViewedCvSource>(source: S): { entry: CvEntry<CvOf<S>>; reload: () => void } {
  const dispatch = useAppDispatch();
  const entry = useAppSelector((state: ResumeRoot) => selectCv(state, source));
  useEffect(() => {
    dispatch(resumeActions.cvRequested(source));
  }, [dispatch, source]);
  return { entry, reload: () => dispatch(resumeActions.cvRequested(source)) };
}
