import { HttpResponse, type HttpHandler } from 'msw';

import { INITIAL_INPUT_CV } from '../../src/contract/account';
import { ERROR_CODE, ROLE } from '../../src/contract/common';
import {
  CV_PATHS,
  CV_TYPES,
  PDF_COLOUR_SCHEMES,
  PDF_DESIGNS,
  RESUME_SAMPLES,
  type CvPdfRevisionResponse,
  type CvType,
  type Education,
  type LanguageProficiency,
  type Resume,
  type WorkExperience,
} from '../../src/contract/resume';
import { authenticate, forbidden, withAuth, withManager } from '../auth/rules';
import { db, findManager } from '../db';
import type { DbManager } from '../model';
import type { PdfLook } from '../pdf/draw';
import { pdfResponse, renderCvPdf, renderInstructionsPdf, renderSamplePdf } from '../pdf/files';
import { wordsAfter } from '../shared/contractPaths';
import { ApiError } from '../shared/errors';
import { newId } from '../shared/ids';
import { parseLang, readJsonObject, validationError } from '../shared/requests';
import { route } from '../shared/routes';
import { apiUrl } from '../shared/urls';
import { managerIdOfCandidate } from './fixtures';
import {
  cvSaved,
  readAvailability,
  readCompanyGroup,
  readCompetenceProfile,
  readEducation,
  readExecutiveSummary,
  readItSkills,
  readLanguages,
  readOtherActivities,
  readWorkExperienceComposed,
  toResume,
  type ComposedInput,
} from './rules';

/**
 * The CV. Every save answers with the caller's whole `Resume` (contract,
 * designed), which replaces the client's copy; every save moves `lastModified` and the PDF
 * revision on. The rules of each request are in ./rules.ts.
 */

function notFound(message: string): ApiError {
  return new ApiError(404, ERROR_CODE.NOT_FOUND, message);
}

/** After a save: the manager's own, whole resume. */
function saved(manager: DbManager): Response {
  cvSaved(manager);
  const response: Resume = toResume(manager, { owner: true });
  return HttpResponse.json(response);
}

// ---------------------------------------------------------------- public CV views

/**
 * The public views `/manager/cv/{id}` and `/candidate/cv/{id}` (designed) read these without
 * a token. With a bearer header the token must be valid (a 401 lets the client refresh);
 * the manager then sees the whole of their own CV, anyone else the public one (no contact
 * data, no referees' contact details; as a candidate no profile links either, see toResume).
 */
function answerCv(
  request: Request,
  manager: DbManager | undefined,
  { asCandidate }: { asCandidate: boolean },
): Response {
  const caller = request.headers.has('authorization') ? authenticate(request).user : undefined;
  if (!manager) throw notFound('No such CV');
  const response: Resume = toResume(manager, { owner: caller?.managerId === manager.id, asCandidate });
  return HttpResponse.json(response);
}

/**
 * The manager behind a candidate id: the candidate record of one of their opportunities,
 * placements or client projects' candidates, or the general `cand_{managerId}` (resume/fixtures.ts).
 */
function managerOfCandidate(candidateId: string): DbManager | undefined {
  const recorded =
    db.opportunities.find((each) => each.candidate.id === candidateId)?.managerId ??
    db.placements.find((each) => each.candidateId === candidateId)?.managerId ??
    db.projects.flatMap((project) => project.candidates).find((each) => each.id === candidateId)?.managerId;
  return findManager(recorded ?? managerIdOfCandidate(candidateId) ?? null);
}

/**
 * Also the CV a client contact opens (docs/decisions/005-unnamed-calls.md) from a project's candidate ('View details'),
 * without contact data. A signed-in client sees only the candidates of their own projects
 * (never what is not theirs); another candidate is as unknown as a made-up id.
 */
const getCandidateCv = route('get', apiUrl(CV_PATHS.candidateCv), ({ request, params }) => {
  const candidateId = params.candidateId ?? '';
  const caller = request.headers.has('authorization') ? authenticate(request).user : undefined;
  if (caller?.role === ROLE.CLIENT) {
    const own = db.projects.some(
      (project) => project.clientUserId === caller.id && project.candidates.some((each) => each.id === candidateId),
    );
    if (!own) throw notFound('No such CV');
  }
  return answerCv(request, managerOfCandidate(candidateId), { asCandidate: true });
});

/** The fixed words after `/manager/` in the contract's paths (documents, photo, fields-meta …): never a manager id. */
const MANAGER_PATH_WORDS = wordsAfter('/manager/');

/** Passes `GET /manager/documents` and the like on to their own handlers, wherever they stand in the list. */
const getManagerCv = route(
  'get',
  apiUrl(CV_PATHS.managerCv),
  ({ request, params }) => answerCv(request, findManager(params.managerId ?? ''), { asCandidate: false }),
  { passWhen: ({ params }) => MANAGER_PATH_WORDS.has(params.managerId ?? '') },
);

// ---------------------------------------------------------------- sections saved whole

const saveAvailability = route(
  'put',
  apiUrl(CV_PATHS.availability),
  withManager(async ({ request, manager }) => {
    manager.cv.availability = readAvailability(await readJsonObject(request));
    // The dashboard asks to reconfirm the availability 30 days after this (contract/resume.ts).
    manager.cv.availabilityUpdatedAt = new Date(Date.now()).toISOString();
    return saved(manager);
  }),
);

const saveExecutiveSummary = route(
  'put',
  apiUrl(CV_PATHS.executiveSummary),
  withManager(async ({ request, manager }) => {
    manager.cv.executiveSummary = readExecutiveSummary(await readJsonObject(request));
    return saved(manager);
  }),
);

const saveCompetenceProfile = route(
  'put',
  apiUrl(CV_PATHS.competenceProfile),
  withManager(async ({ request, manager }) => {
    manager.cv.competenceProfile = readCompetenceProfile(await readJsonObject(request));
    return saved(manager);
  }),
);

const saveItSkills = route(
  'put',
  apiUrl(CV_PATHS.itSkills),
  withManager(async ({ request, manager }) => {
    manager.cv.itSkills = readItSkills(await readJsonObject(request));
    return saved(manager);
  }),
);

const saveOtherActivities = route(
  'put',
  apiUrl(CV_PATHS.otherActivities),
  withManager(async ({ request, manager }) => {
    manager.cv.otherActivities = readOtherActivities(await readJsonObject(request));
    return saved(manager);
  }),
);

/** The whole list: a row keeps its id when it names one of the saved rows, any other row gets a new one. */
const saveLanguages = route(
  'put',
  apiUrl(CV_PATHS.languageProficiency),
  withManager(async ({ request, manager }) => {
    const rows = readLanguages(await readJsonObject(request));
    const known = new Set(manager.cv.languageProficiencies.map((row) => row.id));
    manager.cv.languageProficiencies = rows.map(({ id, languageCode, languageLevelCode }): LanguageProficiency => ({
      id: id && known.has(id) ? id : newId('lng'),
      languageCode,
      languageLevelCode,
    }));
    return saved(manager);
  }),
);

const markResumeCompleted = route(
  'put',
  apiUrl(CV_PATHS.markResumeCompleted),
  withManager(({ manager }) => {
    manager.personalDetails.initialInputCv = INITIAL_INPUT_CV.SUBMITTED;
    return saved(manager);
  }),
);

// ---------------------------------------------------------------- education

/** Only one entry is the highest degree (designed): marking one unmarks the others. */
function storeEducation(manager: DbManager, education: Education): void {
  const list = manager.cv.education;
  const index = list.findIndex((each) => each.id === education.id);
  if (index === -1) list.push(education);
  else list[index] = education;
  if (education.isHighestDegree) {
    list.forEach((each) => {
      if (each.id !== education.id) each.isHighestDegree = false;
    });
  }
}

const addEducation = route(
  'post',
  apiUrl(CV_PATHS.education),
  withManager(async ({ request, manager }) => {
    const { id: _ignored, ...fields } = readEducation(await readJsonObject(request));
    storeEducation(manager, { ...fields, id: newId('edu') });
    return saved(manager);
  }),
);

const changeEducation = route(
  'put',
  apiUrl(CV_PATHS.education),
  withManager(async ({ request, manager }) => {
    const { id, ...fields } = readEducation(await readJsonObject(request));
    if (!id) throw validationError({ id: 'required' }, 'PUT changes an entry: its id is required (POST adds one)');
    if (!manager.cv.education.some((each) => each.id === id)) throw notFound('No such education entry');
    storeEducation(manager, { ...fields, id });
    return saved(manager);
  }),
);

const deleteEducation = route(
  'delete',
  apiUrl(CV_PATHS.educationItem),
  withManager(({ manager, params }) => {
    const before = manager.cv.education.length;
    manager.cv.education = manager.cv.education.filter((each) => each.id !== params.id);
    if (manager.cv.education.length === before) throw notFound('No such education entry');
    return saved(manager);
  }),
);

// ---------------------------------------------------------------- work experience

const COMPANY_FACTS = [
  'companyName',
  'city',
  'country',
  'ownershipStructure',
  'companyEmployees',
  'companyTurnover',
  'industry',
  'industryDescription',
  'companySituation',
] as const satisfies readonly (keyof WorkExperience)[];
const GROUP_FIELDS = [
  'companyGroupId',
  'companyGroupName',
  'companyGroupCountry',
] as const satisfies readonly (keyof WorkExperience)[];

const positionsOf = (manager: DbManager, companyId: string) =>
  manager.cv.workExperience.filter((each) => each.companyId === companyId);
const positionsInGroup = (manager: DbManager, groupId: string) =>
  manager.cv.workExperience.filter((each) => groupId !== '' && each.companyGroupId === groupId);

function copyField<Key extends keyof WorkExperience>(to: WorkExperience, from: WorkExperience, key: Key): void {
  to[key] = structuredClone(from[key]);
}

/** Copies the company facts and group of `from` onto every position of its company. */
function applyCompanyFacts(manager: DbManager, from: WorkExperience): void {
  for (const position of positionsOf(manager, from.companyId)) {
    for (const key of [...COMPANY_FACTS, ...GROUP_FIELDS]) copyField(position, from, key);
  }
}

/**
 * The group a composed save names: an existing group of this manager by id (404 when there
 * is none; its new name and country apply to all its companies), a new group when only a name
 * is given, or none (no name: the reader has dropped the id too).
 */
function resolveGroup(manager: DbManager, position: ComposedInput['position']): string {
  const { companyGroupId, companyGroupName, companyGroupCountry } = position;
  if (companyGroupId) {
    const members = positionsInGroup(manager, companyGroupId);
    if (members.length === 0) throw notFound('No such company group');
    members.forEach((member) => Object.assign(member, { companyGroupName, companyGroupCountry }));
    return companyGroupId;
  }
  return companyGroupName ? newId('grp') : '';
}

/**
 * `POST /manager/work_experience_composed`: without `id` a position is added; without
 * `companyId` it goes to a new company; the company facts and group sent apply to every
 * position of that company. An unknown id or companyId is 404.
 */
const saveWorkExperience = route(
  'post',
  apiUrl(CV_PATHS.workExperienceComposed),
  withManager(async ({ request, manager }) => {
    const { id, companyId, position } = readWorkExperienceComposed(await readJsonObject(request));
    const existing = id ? manager.cv.workExperience.find((each) => each.id === id) : undefined;
    if (id && !existing) throw notFound('No such position');
    if (companyId && positionsOf(manager, companyId).length === 0) throw notFound('No such company');
    const stored: WorkExperience = {
      ...position,
      id: existing?.id ?? newId('wex'),
      companyId: companyId ?? newId('cmp'),
      companyGroupId: resolveGroup(manager, position),
    };
    if (existing) Object.assign(existing, stored);
    else manager.cv.workExperience.push(stored);
    applyCompanyFacts(manager, stored);
    return saved(manager);
  }),
);

/** Removes the position; a company is just its positions, so it goes with its last one. */
const deleteWorkExperience = route(
  'delete',
  apiUrl(CV_PATHS.workExperienceItem),
  withManager(({ manager, params }) => {
    const before = manager.cv.workExperience.length;
    manager.cv.workExperience = manager.cv.workExperience.filter((each) => each.id !== params.id);
    if (manager.cv.workExperience.length === before) throw notFound('No such position');
    return saved(manager);
  }),
);

// ---------------------------------------------------------------- company groups

function setGroup(position: WorkExperience, group: { id: string; name: string; country: string }): void {
  position.companyGroupId = group.id;
  position.companyGroupName = group.name;
  position.companyGroupCountry = group.country;
}

const NO_GROUP = { id: '', name: '', country: '' };

/**
 * `POST /manager/save_company_group`: the listed companies (all of this manager) form the
 * group; companies of the group that are not listed leave it. Without an id a group is made.
 */
const saveCompanyGroup = route(
  'post',
  apiUrl(CV_PATHS.saveCompanyGroup),
  withManager(async ({ request, manager }) => {
    const companyIds = [...new Set(manager.cv.workExperience.map((each) => each.companyId))];
    const input = readCompanyGroup(await readJsonObject(request), companyIds);
    if (input.companyGroupId && positionsInGroup(manager, input.companyGroupId).length === 0) {
      throw notFound('No such company group');
    }
    const group = {
      id: input.companyGroupId ?? newId('grp'),
      name: input.companyGroupName,
      country: input.companyGroupCountry,
    };
    for (const position of manager.cv.workExperience) {
      if (input.companiesInGroup.includes(position.companyId)) setGroup(position, group);
      else if (position.companyGroupId === group.id) setGroup(position, NO_GROUP);
    }
    return saved(manager);
  }),
);

const deleteCompanyGroup = route(
  'delete',
  apiUrl(CV_PATHS.companyGroup),
  withManager(({ manager, params }) => {
    const members = positionsInGroup(manager, params.groupId ?? '');
    if (members.length === 0) throw notFound('No such company group');
    members.forEach((position) => setGroup(position, NO_GROUP));
    return saved(manager);
  }),
);

// ---------------------------------------------------------------- PDF export

function parseCvType(value: string | undefined): CvType {
  const type = CV_TYPES.find((each) => each === value);
  if (!type) throw validationError({ cvType: 'oneOf' }, `The CV type must be one of ${CV_TYPES.join(', ')}`);
  return type;
}

function parseLook(design: string | undefined, colourHex: string | undefined): PdfLook {
  const number = PDF_DESIGNS.find((each) => String(each) === design);
  const scheme = PDF_COLOUR_SCHEMES.find((each) => each.hex === colourHex?.toLowerCase());
  if (!number || !scheme) {
    throw validationError(
      { ...(number ? {} : { design: 'oneOf' }), ...(scheme ? {} : { colourHex: 'oneOf' }) },
      'Unknown design or colour',
    );
  }
  return { design: number, colourHex: scheme.hex };
}

/** A file name without characters a header or a file system may choke on. */
const fileNamePart = (value: string) => value.replace(/[^A-Za-z0-9-]+/g, '_');

/**
 * The manager's own CV as a PDF (fetched with the bearer header; docs/decisions/012-files-with-bearer.md);
 * another manager's is 403.
 */
const cvPdf = route(
  'get',
  apiUrl(CV_PATHS.cvPdf),
  withManager(async ({ manager, params }) => {
    if (params.managerId !== manager.id) throw forbidden('Only your own CV can be exported');
    const lang = parseLang(params.language);
    const cvType = parseCvType(params.cvType);
    const look = parseLook(params.design, params.colourHex);
    const { bytes, title } = await renderCvPdf(toResume(manager, { owner: true }), { lang, cvType, look });
    return pdfResponse(bytes, `CV_${fileNamePart(title)}_${cvType}_${lang}.pdf`);
  }),
);

const cvPdfRevision = route(
  'get',
  apiUrl(CV_PATHS.cvPdfRevision),
  withManager(({ manager, params }) => {
    if (params.managerId !== manager.id) throw forbidden('Only your own CV');
    const response: CvPdfRevisionResponse = { revision: manager.cv.revision };
    return HttpResponse.json(response);
  }),
);

// ---------------------------------------------------------------- examples and instructions (the `timestamp` query is ignored)

const resumeInstructions = route(
  'get',
  apiUrl(CV_PATHS.resumeInstructions),
  withAuth(async ({ params }) => {
    const lang = parseLang(params.lang);
    return pdfResponse(await renderInstructionsPdf(lang), `CV_instructions_${lang}.pdf`);
  }),
);

/** The fixed words after `/resume-actions/` (`instructions`): never a sample. */
const RESUME_ACTION_WORDS = wordsAfter('/resume-actions/');

/** Passes `/resume-actions/instructions/...` on to resumeInstructions, wherever it stands in the list. */
const resumeSample = route(
  'get',
  apiUrl(CV_PATHS.resumeSample),
  withAuth(async ({ params }) => {
    const sample = RESUME_SAMPLES.find((each) => each === params.sample);
    if (!sample) throw validationError({ sample: 'oneOf' }, `The sample must be one of ${RESUME_SAMPLES.join(', ')}`);
    const lang = parseLang(params.lang);
    return pdfResponse(await renderSamplePdf(sample, lang), `CV_sample_${sample}_${lang}.pdf`);
  }),
  { passWhen: ({ params }) => RESUME_ACTION_WORDS.has(params.sample ?? '') },
);

export const resumeHandlers: HttpHandler[] = [
  saveAvailability,
  saveExecutiveSummary,
  saveCompetenceProfile,
  saveItSkills,
  saveLanguages,
  saveOtherActivities,
  markResumeCompleted,
  addEducation,
  changeEducation,
  deleteEducation,
  saveWorkExperience,
  deleteWorkExperience,
  saveCompanyGroup,
  deleteCompanyGroup,
  cvPdf,
  cvPdfRevision,
  resumeInstructions,
  resumeSample,
  getCandidateCv,
  getManagerCv,
];
