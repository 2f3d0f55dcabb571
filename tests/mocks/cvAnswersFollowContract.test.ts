import { addMonths, format, startOfMonth } from 'date-fns';
import * as v from 'valibot';

import { deviationOf } from '@/api/readAnswer';
import { ACCOUNT_PATHS, type PersonalInfoRequest } from '@/contract/account';
import {
  managerProfileSchema,
  notificationSettingsSchema,
  personalDetailsSchema,
  photoResponseSchema,
} from '@/contract/account.answers';
import { LANGUAGE_CODE } from '@/contract/common';
import { CV_PATHS, type WorkExperienceComposedRequest } from '@/contract/resume';
import { cvPdfRevisionResponseSchema, resumeSchema } from '@/contract/resume.answers';
import { DEMO_EMAIL } from '@mocks/auth/fixtures';
import { buildWorkExperience, candidateIdOf } from '@mocks/resume/fixtures';

import { unknownFields } from '../../scripts/apiCheck';
import { educationEntry } from '../contract/educationEntry';
import { apiFetch, login, nodeFile, nodeFormData } from './helpers';

/**
 * The mock's account and CV answers as the app reads them (docs/decisions/033-answers-at-the-door.md):
 * for every demo manager with a CV, the profile, the CV in each of its views and the answer of a
 * save of each kind are read by the app's schema and have no field the schema does not name.
 */

const MANAGERS = [DEMO_EMAIL.MANAGER, DEMO_EMAIL.PENDING, DEMO_EMAIL.SKIPPABLE, DEMO_EMAIL.BENCH];

type Found = { request: string; deviations: ReturnType<typeof deviationOf>[] }[];

/** The deviations of one answer: none when the schema reads it and it has no unknown field. */
async function deviationsOf(request: string, response: Response, schema: v.GenericSchema): Promise<Found> {
  expect(response.status, request).toBe(200);
  const answer: unknown = await response.json();
  const result = v.safeParse(schema, answer);
  const found = result.success ? unknownFields(schema, answer) : result.issues.map(deviationOf);
  return found.length === 0 ? [] : [{ request, deviations: found }];
}

function send(method: 'POST' | 'PUT' | 'DELETE', path: string, accessToken: string, body?: unknown) {
  return apiFetch(
    path,
    body === undefined
      ? { method }
      : { method, body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } },
    accessToken,
  );
}

/** A new position at a new company (no id, no companyId), as the position's form sends it. */
function newPosition(): WorkExperienceComposedRequest {
  const {
    id: _id,
    companyId: _companyId,
    sameCompanyRoles,
    relatedCompanyRoles,
    ...workExperience
  } = buildWorkExperience({
    id: 'x',
    companyId: 'x',
    companyName: 'Testwerk GmbH',
    name: { de: 'Interim-Projektleitung', en: '' },
    function: '300',
    role: '600',
    contractType: '200',
    dateFrom: '2024-01-01',
    dateTo: '2024-06-30',
    missionsAbroad: [{ country: 'AT', monthsSpent: 2, assignmentType: '100' }],
    reference: { name: 'Eva Roth', position: 'CEO', contactDetails: 'eva@testwerk.example', comment: '' },
  });
  return {
    workExperience,
    sameCompanyRoles: [
      ...sameCompanyRoles,
      {
        name: { de: 'Projektleitung', en: '' },
        isActualEngagement: false,
        dateFrom: '2024-02-01',
        dateTo: '2024-03-31',
      },
    ],
    relatedCompanyRoles,
  };
}

function personalInfo(email: string): PersonalInfoRequest {
  return {
    salutation: '200',
    title: '100',
    firstName: 'Erika',
    lastName: 'Muster',
    birthDate: '1970-01-31',
    nationality: ['DE'],
    primaryAddress: { street: 'Leopoldstraße 12', postalCode: '80802', city: 'München', country: 'DE' },
    communicationLanguage: LANGUAGE_CODE.DE,
    email: [{ email, isOffice: true, isPrimary: true, isPrivate: false }],
    phones: { mobilePhone1: '+49 171 3920045' },
    socialNetworks: { xing: 'https://www.xing.com/profile/Erika_Muster' },
    skypeId: '',
    ownCompany: '',
    profileVideo: '',
    website: '',
  };
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe.each(MANAGERS)('the account and CV answers to %s', (email) => {
  it('follow the contract: the profile, the CV in each view, its revision and the answer of every kind of save', async () => {
    const { accessToken } = await login(email);
    const found: Found = [];
    const check = async (request: string, response: Promise<Response>, schema: v.GenericSchema) => {
      found.push(...(await deviationsOf(request, await response, schema)));
    };
    const profile = (await (await apiFetch(ACCOUNT_PATHS.manager.build(), {}, accessToken)).json()) as {
      personalDetails: { manager_id: string };
    };
    const managerId = profile.personalDetails.manager_id;

    await check('GET /manager', apiFetch(ACCOUNT_PATHS.manager.build(), {}, accessToken), managerProfileSchema);
    await check('GET own CV', apiFetch(CV_PATHS.managerCv.build(managerId), {}, accessToken), resumeSchema);
    await check('GET public CV', apiFetch(CV_PATHS.managerCv.build(managerId)), resumeSchema);
    await check(
      'GET candidate CV',
      apiFetch(CV_PATHS.candidateCv.build(candidateIdOf(managerId)), {}, accessToken),
      resumeSchema,
    );
    await check(
      'GET CV PDF revision',
      apiFetch(CV_PATHS.cvPdfRevision.build(managerId), {}, accessToken),
      cvPdfRevisionResponseSchema,
    );

    const availableFrom = format(startOfMonth(addMonths(new Date(), 2)), 'yyyy-MM-dd');
    const saves: [string, 'POST' | 'PUT' | 'DELETE', string, unknown][] = [
      [
        'PUT availability',
        'PUT',
        CV_PATHS.availability.build(),
        {
          availableFrom,
          availableFromRemarks: '',
          operationalReadiness: ['100'],
          dailyRateFrom: 1000,
          dailyRateTo: 1200,
          annualTargetIncome: 0,
          mobility: '300',
          mobilityRemarks: '',
        },
      ],
      [
        'PUT executive summary',
        'PUT',
        CV_PATHS.executiveSummary.build(),
        { executiveSummary: { de: '<p>Neu</p>', en: '' } },
      ],
      [
        'PUT competence profile',
        'PUT',
        CV_PATHS.competenceProfile.build(),
        {
          industryFocuses: { de: '<p>Industrie</p>', en: '' },
          specialistFocuses: { de: '', en: '' },
          managementMethods: { de: '', en: '' },
        },
      ],
      ['PUT IT skills', 'PUT', CV_PATHS.itSkills.build(), { itSkills: ['1031'], itSkillRemarks: '' }],
      [
        'PUT languages',
        'PUT',
        CV_PATHS.languageProficiency.build(),
        { languageProficiencies: [{ languageCode: 'de', languageLevelCode: '100' }] },
      ],
      [
        'PUT other activities',
        'PUT',
        CV_PATHS.otherActivities.build(),
        { otherActivities: { de: '<p>Neu</p>', en: '' } },
      ],
      ['POST education', 'POST', CV_PATHS.education.build(), educationEntry()],
      ['POST work experience', 'POST', CV_PATHS.workExperienceComposed.build(), newPosition()],
      ['PUT mark resume completed', 'PUT', CV_PATHS.markResumeCompleted.build(), undefined],
    ];
    for (const [request, method, path, body] of saves) {
      await check(request, send(method, path, accessToken, body), resumeSchema);
    }

    const cv = (await (await apiFetch(CV_PATHS.managerCv.build(managerId), {}, accessToken)).json()) as {
      education: { id: string; fieldOfStudy: { de: string } }[];
      workExperience: { id: string; companyId: string; companyName: string }[];
    };
    const education = cv.education.find((each) => each.fieldOfStudy.de === 'Maschinenbau');
    const position = cv.workExperience.find((each) => each.companyName === 'Testwerk GmbH');
    if (!education || !position) throw new Error('the saves above were not stored');
    await check(
      'PUT education',
      send('PUT', CV_PATHS.education.build(), accessToken, educationEntry({ id: education.id, dateTo: '2000-07-31' })),
      resumeSchema,
    );
    await check(
      'POST company group',
      send('POST', CV_PATHS.saveCompanyGroup.build(), accessToken, {
        workExperience: {
          companyGroupName: 'Testgruppe',
          companyGroupCountry: 'DE',
          companiesInGroup: [position.companyId],
        },
      }),
      resumeSchema,
    );
    const grouped = (await (await apiFetch(CV_PATHS.managerCv.build(managerId), {}, accessToken)).json()) as {
      workExperience: { id: string; companyGroupId: string }[];
    };
    const groupId = grouped.workExperience.find((each) => each.id === position.id)?.companyGroupId ?? '';
    expect(groupId).not.toBe('');
    await check(
      'DELETE company group',
      send('DELETE', CV_PATHS.companyGroup.build(groupId), accessToken),
      resumeSchema,
    );
    await check(
      'DELETE work experience',
      send('DELETE', CV_PATHS.workExperienceItem.build(position.id), accessToken),
      resumeSchema,
    );
    await check(
      'DELETE education',
      send('DELETE', CV_PATHS.educationItem.build(education.id), accessToken),
      resumeSchema,
    );

    await check(
      'PUT notification settings',
      send('PUT', ACCOUNT_PATHS.notificationSettings.build(), accessToken, {
        opportunityUpdates: '100',
        cvUpdates: '200',
        appointmentUpdates: '100',
      }),
      notificationSettingsSchema,
    );
    await check(
      'PUT personal info',
      send('PUT', ACCOUNT_PATHS.personalInfo.build(), accessToken, personalInfo(email)),
      personalDetailsSchema,
    );
    const form = await nodeFormData([['file', nodeFile(PNG, 'portrait.png', 'image/png')]]);
    await check(
      'POST photo',
      apiFetch(ACCOUNT_PATHS.photo.build(), { method: 'POST', body: form }, accessToken),
      photoResponseSchema,
    );
    await check(
      'GET /manager after the saves',
      apiFetch(ACCOUNT_PATHS.manager.build(), {}, accessToken),
      managerProfileSchema,
    );

    expect(found).toEqual([]);
  });
});

it('names the field where a CV drifts from the contract', () => {
  const result = v.safeParse(v.object({ availability: resumeSchema.entries.availability }), {
    availability: { dailyRateFrom: '1200' },
  });
  expect(result.success).toBe(false);
  expect(result.issues?.map(deviationOf)).toEqual([
    { field: 'availability.dailyRateFrom', expected: 'number', got: 'string' },
  ]);
});
