import { ValidationError } from 'yup';

import { companyGroupSchema, toCompanyGroupRequest } from '@/features/resume/schemas/companyGroup.schema';

/** A company group needs a name, a country and at least one company. */

async function errorsOf(values: unknown, max?: number): Promise<Record<string, string>> {
  try {
    await companyGroupSchema(max).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((issue) => [issue.path ?? '', issue.message]));
  }
}

it('needs a name, a country and at least one company', async () => {
  expect(await errorsOf({ companyGroupName: ' ', companyGroupCountry: '', companiesInGroup: [] })).toEqual({
    companyGroupName: 'required',
    companyGroupCountry: 'required',
    companiesInGroup: 'required',
  });
  expect(
    await errorsOf({ companyGroupName: 'Nordwerk Gruppe', companyGroupCountry: 'DE', companiesInGroup: ['co_1'] }),
  ).toEqual({});
});

it('limits the name to the server length', async () => {
  expect(
    await errorsOf({ companyGroupName: 'Nordwerk Gruppe', companyGroupCountry: 'DE', companiesInGroup: ['co_1'] }, 8),
  ).toEqual({
    companyGroupName: 'max|{"max":8}',
  });
});

it('sends a new group without id, an existing one with its id, the name trimmed and each company once', () => {
  const values = {
    companyGroupName: ' Nordwerk Gruppe ',
    companyGroupCountry: 'DE',
    companiesInGroup: ['co_1', 'co_2', 'co_1'],
  };
  expect(toCompanyGroupRequest(values, undefined)).toEqual({
    workExperience: {
      companyGroupName: 'Nordwerk Gruppe',
      companyGroupCountry: 'DE',
      companiesInGroup: ['co_1', 'co_2'],
    },
  });
  expect(toCompanyGroupRequest(values, 'grp_1').workExperience.companyGroupId).toBe('grp_1');
});
