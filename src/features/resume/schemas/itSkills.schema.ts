import * as yup from 'yup';

import { MAX_IT_SKILLS, type ItSkills } from '@/contract/resume';
import { rule } from '@/lib/validation';

import type { ResumeSave } from '../resume.types';

/** The IT skills dialog: the `itSkills` codes of the CV, at most 50 selections, and the remarks. */
export type ItSkillsFormValues = ItSkills;

/** `remarksMax`: the server length of `itSkillRemarks` (fields metadata, entity `resume`). */
export function itSkillsSchema(remarksMax: number | undefined) {
  const remarks = yup.string().trim().default('');
  return yup.object({
    itSkills: yup
      .array(yup.string().required())
      .default([])
      .max(MAX_IT_SKILLS, rule('maxSelections', { max: MAX_IT_SKILLS })),
    itSkillRemarks: remarksMax === undefined ? remarks : remarks.max(remarksMax, rule('max', { max: remarksMax })),
  });
}

export function toItSkillsForm(saved: ItSkills | undefined): ItSkillsFormValues {
  return { itSkills: [...(saved?.itSkills ?? [])], itSkillRemarks: saved?.itSkillRemarks ?? '' };
}

export function toItSkillsSave(values: ItSkillsFormValues): ResumeSave {
  return { kind: 'itSkills', body: { itSkills: values.itSkills, itSkillRemarks: values.itSkillRemarks.trim() } };
}
