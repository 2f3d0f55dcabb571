import * as v from 'valibot';

import { resumeSchema } from '@/contract/resume.answers';
import { findManager } from '@mocks/db';
import { toResume } from '@mocks/resume/rules';

/** The owner's public CV id (docs/decisions/037-public-cv.md): what it lacks costs the sharing alone, never the CV. */
const publicCvId = resumeSchema.entries.publicCvId;

it('reads a public CV id that is a text', () => {
  expect(v.parse(publicCvId, 'pcv_7f3k9q2xw8m4t6ha')).toBe('pcv_7f3k9q2xw8m4t6ha');
});

it.each([[undefined], [null], [''], [4711], [{ id: 'pcv_x' }]])('reads %j as no public CV id', (value) => {
  expect(v.parse(publicCvId, value)).toBeUndefined();
});

it('reads the own CV whole when its public CV id is missing or cannot be read', () => {
  const { publicCvId: _left, ...withoutId } = toResume(findManager('10427')!);
  expect(v.safeParse(resumeSchema, withoutId).success).toBe(true);
  const read = v.safeParse(resumeSchema, { ...withoutId, publicCvId: 4711 });
  expect(read.success && read.output.publicCvId).toBeUndefined();
  expect(read.success && read.output.workExperience).toHaveLength(7);
});
