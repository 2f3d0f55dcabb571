import { MAX_IT_SKILLS } from '@/contract/resume';
import { itSkillsSchema, toItSkillsForm, toItSkillsSave } from '@/features/resume/schemas/itSkills.schema';
import { rule } from '@/lib/validation';

import { formErrors } from './formErrors';

/** At most 50 IT skills; the remarks as long as the server allows. */

const skills = (count: number) => Array.from({ length: count }, (_, index) => String(100 + index));

describe('itSkillsSchema', () => {
  const schema = itSkillsSchema(30);

  it('takes no skills at all, and up to 50', async () => {
    expect(await formErrors(schema, { itSkills: [], itSkillRemarks: '' })).toEqual({});
    expect(await formErrors(schema, { itSkills: skills(MAX_IT_SKILLS), itSkillRemarks: '' })).toEqual({});
  });

  it('refuses a 51st skill', async () => {
    expect(MAX_IT_SKILLS).toBe(50);
    expect(await formErrors(schema, { itSkills: skills(51), itSkillRemarks: '' })).toEqual({
      itSkills: rule('maxSelections', { max: 50 }),
    });
  });

  it('limits the remarks to the server length', async () => {
    expect(await formErrors(schema, { itSkills: [], itSkillRemarks: 'x'.repeat(31) })).toEqual({
      itSkillRemarks: rule('max', { max: 30 }),
    });
    expect(await formErrors(schema, { itSkills: [], itSkillRemarks: 'x'.repeat(30) })).toEqual({});
    expect(await formErrors(itSkillsSchema(undefined), { itSkills: [], itSkillRemarks: 'x'.repeat(3000) })).toEqual({});
  });
});

describe('the IT skills request', () => {
  it('sends the chosen codes and the trimmed remarks', () => {
    expect(toItSkillsSave({ itSkills: ['100', '300'], itSkillRemarks: '  SAP S/4HANA  ' })).toEqual({
      kind: 'itSkills',
      body: { itSkills: ['100', '300'], itSkillRemarks: 'SAP S/4HANA' },
    });
  });

  it('starts from the saved skills, or none', () => {
    expect(toItSkillsForm({ itSkills: ['100'], itSkillRemarks: 'x' })).toEqual({
      itSkills: ['100'],
      itSkillRemarks: 'x',
    });
    expect(toItSkillsForm(undefined)).toEqual({ itSkills: [], itSkillRemarks: '' });
  });
});
