import { HttpResponse, type HttpHandler } from 'msw';

import { INITIAL_INPUT_CV } from '../../src/contract/account';
import { ERROR_CODE, ROLE } from '../../src/contract/common';
import type { ApiPath } from '../../src/contract/path';
import {
  CV_PATHS,
  CV_TYPES,
  PDF_COLOUR_SCHEMES,
  PDF_DESIGNS,
  RESUME_SAMPLES,
  type CvPdfRevisionResponse,
  type CvSection,
  type CvType,
  type Education,
  type LanguageProficiency,
  type PublicCv,
  type PublicCvIdAnswer,
  type Resume,
  type SavedVersion,
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
import { parseLang, readJsonObject, validationError, type Body } from '../shared/requests';
import { route } from '../shared/routes';
import { apiUrl } from '../shared/urls';
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
  reissuePublicCvId,
  toPublicCv,
  toResume,
  type ComposedInput,
} from './rules';
import {
  checkVersion,
  groupsOf,
  groupsSaved,
  itemsSaved,
  sectionNow,
  sectionSaved,
  snapshotOf,
  withVersion,
} from './versions';

/**
 * The CV. Every save answers with the caller's whole `Resume` (contract,
 * designed), which replaces the client's copy; every save moves `lastModified` and the PDF
 * revision on. The rules of each request are in ./rules.ts; its condition over the version of what it
 * changes, and the next versions, in ./versions.ts.
 */

function notFound(message: string): ApiError {
  return new ApiError(404, ERROR_CODE.NOT_FOUND, message);
}

/** After a save: the manager's own, whole resume. */
function saved(manager: DbManager): Response {
  cvSaved(manager);
  const response: Resume = toResume(manager);
  return HttpResponse.json(response);
}

// ---------------------------------------------------------------- the CV's readers

/**
 * Who reads which CV (docs/decisions/037-public-cv.md): the owner reads the whole of their own CV by
 * their manager id, and nobody else does (a manager id is sequential, so it opens nothing: 401 without a
 * token, 404 with another's); anyone reads
 * the public CV (toPublicCv) by the manager's public CV id, an unguessable token; a client reads the
 * public CV of the candidates of their own projects, and a manager that of their own candidate records
 * (opportunities, placements), by the candidate id. Anything else is as unknown as a made-up id. A bearer
 * header must hold a valid token even where none is needed (a 401 lets the client refresh).
 */
function callerOf(request: Request) {
  return request.headers.has('authorization') ? authenticate(request).user : undefined;
}

function managerOfPublicCvId(publicCvId: string): DbManager | undefined {
  return publicCvId ? db.managers.find((manager) => manager.publicCvId === publicCvId) : undefined;
}

function publicAnswer(manager: DbManager | undefined): Response {
  if (!manager) throw notFound('No such CV');
  const response: PublicCv = toPublicCv(manager);
  return HttpResponse.json(response);
}

/** The manager behind a candidate record: of one of their opportunities, placements or client projects' candidates. */
function managerIdOfCandidate(candidateId: string): string | undefined {
  return (
    db.opportunities.find((each) => each.candidate.id === candidateId)?.managerId ??
    db.placements.find((each) => each.candidateId === candidateId)?.managerId ??
    db.projects.flatMap((project) => project.candidates).find((each) => each.id === candidateId)?.managerId
  );
}

/**
 * A candidate's CV: what a client contact opens from a project's candidate ('View details';
 * docs/decisions/005-unnamed-calls.md), what a manager opens of a CV they sent, and, by the public CV id,
 * the public view `/candidate/cv/{id}`.
 */
const getCandidateCv = route('get', apiUrl(CV_PATHS.candidateCv), ({ request, params }) => {
  const candidateId = params.candidateId ?? '';
  const caller = callerOf(request);
  const byPublicId = managerOfPublicCvId(candidateId);
  if (byPublicId) return publicAnswer(byPublicId);
  const managerId = managerIdOfCandidate(candidateId);
  const entitled =
    caller?.role === ROLE.CLIENT
      ? db.projects.some(
          (project) => project.clientUserId === caller.id && project.candidates.some((each) => each.id === candidateId),
        )
      : managerId !== undefined && caller?.managerId === managerId;
  return publicAnswer(entitled ? findManager(managerId ?? null) : undefined);
});

/** The public view `/manager/cv/{id}`, by the public CV id. */
const getPublicCv = route('get', apiUrl(CV_PATHS.publicCv), ({ request, params }) => {
  callerOf(request);
  return publicAnswer(managerOfPublicCvId(params.publicCvId ?? ''));
});

/** A new public CV id for the signed-in manager, and only for them: it is answered to its owner alone. */
const postPublicCvId = route(
  'post',
  apiUrl(CV_PATHS.publicCvId),
  withManager(({ manager }) => {
    const response: PublicCvIdAnswer = { publicCvId: reissuePublicCvId(manager) };
    return HttpResponse.json(response);
  }),
);

/** The fixed words after `/manager/` in the contract's paths (documents, photo, fields-meta …): never a manager id. */
const MANAGER_PATH_WORDS = wordsAfter('/manager/');

/**
 * The owner's own CV. Passes `GET /manager/documents` and the like on to their own handlers, wherever they
 * stand in the list.
 */
const getManagerCv = route(
  'get',
  apiUrl(CV_PATHS.managerCv),
  ({ request, params }) => {
    // Without a token 401 (sign in first); with another's token 404, as for an id that does not exist.
    const caller = authenticate(request).user;
    const manager = findManager(params.managerId ?? '');
    if (!manager || caller.managerId !== manager.id) throw notFound('No such CV');
    const response: Resume = toResume(manager);
    return HttpResponse.json(response);
  },
  { passWhen: ({ params }) => MANAGER_PATH_WORDS.has(params.managerId ?? '') },
);

// ---------------------------------------------------------------- sections saved whole

/**
 * A section saved whole (`PUT`): the save's condition over the section's version (resume/versions.ts),
 * then the section's rules; the section gets the next version.
 */
function sectionSave(path: ApiPath, section: CvSection, store: (manager: DbManager, body: Body) => void) {
  return route(
    'put',
    apiUrl(path),
    withManager(async ({ request, manager }) => {
      const body = await readJsonObject(request);
      checkVersion(request, sectionNow(manager.cv, section), 'This section');
      store(manager, body);
      sectionSaved(manager.cv, section);
      return saved(manager);
    }),
  );
}

const saveAvailability = sectionSave(CV_PATHS.availability, 'availability', (manager, body) => {
  manager.cv.availability = readAvailability(body);
  // The dashboard asks to reconfirm the availability 30 days after this (contract/resume.ts).
  manager.cv.availabilityUpdatedAt = new Date(Date.now()).toISOString();
});

const saveExecutiveSummary = sectionSave(CV_PATHS.executiveSummary, 'executiveSummary', (manager, body) => {
  manager.cv.executiveSummary = readExecutiveSummary(body);
});

const saveCompetenceProfile = sectionSave(CV_PATHS.competenceProfile, 'competenceProfile', (manager, body) => {
  manager.cv.competenceProfile = readCompetenceProfile(body);
});

const saveItSkills = sectionSave(CV_PATHS.itSkills, 'itSkills', (manager, body) => {
  manager.cv.itSkills = readItSkills(body);
});

const saveOtherActivities = sectionSave(CV_PATHS.otherActivities, 'otherActivities', (manager, body) => {
  manager.cv.otherActivities = readOtherActivities(body);
});

/** The whole list: a row keeps its id when it names one of the saved rows, any other row gets a new one. */
const saveLanguages = sectionSave(CV_PATHS.languageProficiency, 'languages', (manager, body) => {
  const rows = readLanguages(body);
  const known = new Set(manager.cv.languageProficiencies.map((row) => row.id));
  manager.cv.languageProficiencies = rows.map(({ id, languageCode, languageLevelCode }): LanguageProficiency => ({
    id: id && known.has(id) ? id : newId('lng'),
    languageCode,
    languageLevelCode,
  }));
});

/** Needs no version: it changes no section, only says the manager is done (docs/decisions/035-save-versions.md). */
const markResumeCompleted = route(
  'put',
  apiUrl(CV_PATHS.markResumeCompleted),
  withManager(({ manager }) => {
    manager.personalDetails.initialInputCv = INITIAL_INPUT_CV.SUBMITTED;
    return saved(manager);
  }),
);

// ---------------------------------------------------------------- education

/**
 * Only one entry is the highest degree (designed): marking one unmarks the others. The entry gets the
 * next version, and so does each one it unmarked.
 */
function storeEducation(manager: DbManager, education: Education): void {
  const list = manager.cv.education;
  const before = snapshotOf(list);
  const index = list.findIndex((each) => each.id === education.id);
  if (index === -1) list.push(education);
  else list[index] = education;
  if (education.isHighestDegree) {
    list.forEach((each) => {
      if (each.id !== education.id) each.isHighestDegree = false;
    });
  }
  itemsSaved(list, before, education.id);
}

const findEducation = (manager: DbManager, id: string | undefined) =>
  manager.cv.education.find((each) => each.id === id);

/** An item as a refused save answers it: with its version, null when there is none (deleted meanwhile). */
const itemNow = <T extends SavedVersion>(item: T | undefined): T | null => (item ? withVersion(item) : null);

/** Adds an entry with no condition: the server gives it its id, so there is nothing it could overwrite. */
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
    checkVersion(request, itemNow(findEducation(manager, id)), 'This education entry');
    if (!findEducation(manager, id)) throw notFound('No such education entry');
    storeEducation(manager, { ...fields, id });
    return saved(manager);
  }),
);

const deleteEducation = route(
  'delete',
  apiUrl(CV_PATHS.educationItem),
  withManager(({ request, manager, params }) => {
    checkVersion(request, itemNow(findEducation(manager, params.id)), 'This education entry');
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
 * `POST /manager/work_experience_composed`: without `id` a position is added (no condition: the
 * server gives it its id); without `companyId` it goes to a new company; the company facts and group
 * sent apply to every position of that company. An unknown id or companyId is 404. A change of a
 * position names its version; each position and group the save changed gets the next one.
 */
const saveWorkExperience = route(
  'post',
  apiUrl(CV_PATHS.workExperienceComposed),
  withManager(async ({ request, manager }) => {
    const { id, companyId, position } = readWorkExperienceComposed(await readJsonObject(request));
    const existing = id ? manager.cv.workExperience.find((each) => each.id === id) : undefined;
    if (id) checkVersion(request, itemNow(existing), 'This position');
    if (id && !existing) throw notFound('No such position');
    const before = snapshotOf(manager.cv.workExperience);
    const groupsBefore = groupsOf(manager.cv);
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
    itemsSaved(manager.cv.workExperience, before, stored.id);
    groupsSaved(manager.cv, groupsBefore);
    return saved(manager);
  }),
);

/** Removes the position; a company is just its positions, so it goes with its last one. */
const deleteWorkExperience = route(
  'delete',
  apiUrl(CV_PATHS.workExperienceItem),
  withManager(({ request, manager, params }) => {
    const position = manager.cv.workExperience.find((each) => each.id === params.id);
    checkVersion(request, itemNow(position), 'This position');
    if (!position) throw notFound('No such position');
    const groupsBefore = groupsOf(manager.cv);
    manager.cv.workExperience = manager.cv.workExperience.filter((each) => each !== position);
    groupsSaved(manager.cv, groupsBefore);
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
 * group; companies of the group that are not listed leave it. Without an id a group is made (no
 * condition: the server gives it its id); a change names the group's version. The positions whose
 * group changed get their next version too.
 */
const saveCompanyGroup = route(
  'post',
  apiUrl(CV_PATHS.saveCompanyGroup),
  withManager(async ({ request, manager }) => {
    const companyIds = [...new Set(manager.cv.workExperience.map((each) => each.companyId))];
    const input = readCompanyGroup(await readJsonObject(request), companyIds);
    const groupsBefore = groupsOf(manager.cv);
    if (input.companyGroupId) {
      checkVersion(request, groupsBefore.get(input.companyGroupId) ?? null, 'This company group');
      if (!groupsBefore.has(input.companyGroupId)) throw notFound('No such company group');
    }
    const before = snapshotOf(manager.cv.workExperience);
    const group = {
      id: input.companyGroupId ?? newId('grp'),
      name: input.companyGroupName,
      country: input.companyGroupCountry,
    };
    for (const position of manager.cv.workExperience) {
      if (input.companiesInGroup.includes(position.companyId)) setGroup(position, group);
      else if (position.companyGroupId === group.id) setGroup(position, NO_GROUP);
    }
    itemsSaved(manager.cv.workExperience, before, '');
    groupsSaved(manager.cv, groupsBefore, group.id);
    return saved(manager);
  }),
);

const deleteCompanyGroup = route(
  'delete',
  apiUrl(CV_PATHS.companyGroup),
  withManager(({ request, manager, params }) => {
    const groupsBefore = groupsOf(manager.cv);
    checkVersion(request, groupsBefore.get(params.groupId ?? '') ?? null, 'This company group');
    const members = positionsInGroup(manager, params.groupId ?? '');
    if (members.length === 0) throw notFound('No such company group');
    const before = snapshotOf(manager.cv.workExperience);
    members.forEach((position) => setGroup(position, NO_GROUP));
    itemsSaved(manager.cv.workExperience, before, '');
    groupsSaved(manager.cv, groupsBefore);
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
    const { bytes, title } = await renderCvPdf(toResume(manager), { lang, cvType, look });
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
  getPublicCv,
  postPublicCvId,
  getManagerCv,
];
