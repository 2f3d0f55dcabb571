/**
 * Every endpoint of the API in one table: method, path, whether it needs the bearer token, what it is, whether
 * we designed it (the specification is silent: marked "(designed)" in the contract), its request body, its query
 * and its answer. `npm run openapi` writes docs/openapi.json from it (scripts/openapi.ts);
 * tests/contract/endpoints.test.ts holds it to the mock: every handler has a row, every row a handler.
 */
import * as v from 'valibot';

import { ACCOUNT_PATHS } from './account';
import {
  managerProfileSchema,
  notificationSettingsSchema,
  personalDetailsSchema,
  photoResponseSchema,
} from './account.answers';
import {
  deleteProfileRequestSchema,
  notificationSettingsRequestSchema,
  personalInfoRequestSchema,
} from './account.requests';
import { AGREEMENT_PATHS } from './agreement';
import { agreementTextSchema, contractInfoResponseSchema } from './agreement.answers';
import { contractInfoRequestSchema } from './agreement.requests';
import { DOCUMENT_PATHS } from './documents';
import { documentsSchema, uploadResponseSchema } from './documents.answers';
import { META_PATHS, VERSION_PATH } from './meta';
import { fieldsMetaSchema, labelsAndEnumsSchema, versionSchema } from './meta.answers';
import { OPPORTUNITY_PATHS } from './opportunities';
import { newsSchema, offersSchema, opportunitiesSchema, visibleOpportunitySchema } from './opportunities.answers';
import { applicationRequestSchema, declineRequestSchema } from './opportunities.requests';
import { apiPath, type ApiPath } from './path';
import { PLACEMENT_PATHS } from './placements';
import {
  billingVerifySchema,
  monthlyReportSchema,
  placementOverviewSchema,
  placementsSchema,
  storedTimeEntrySchema,
} from './placements.answers';
import { monthlyReportRequestSchema, timeEntryRequestSchema } from './placements.requests';
import { PROJECT_PATHS } from './projects';
import { projectSchema, projectsSchema } from './projects.answers';
import { candidateFeedbackRequestSchema } from './projects.requests';
import { REGISTRATION_PATHS } from './registration';
import { checkEmailResponseSchema, registerResponseSchema, signupResponseSchema } from './registration.answers';
import { checkEmailRequestSchema, registerRequestSchema } from './registration.requests';
import { CV_PATHS } from './resume';
import {
  companyGroupCurrentSchema,
  cvPdfRevisionResponseSchema,
  educationSchema,
  publicCvIdAnswerSchema,
  publicCvSchema,
  resumeSchema,
  sectionCurrentSchemas,
  workExperienceSchema,
} from './resume.answers';
import {
  availabilityRequestSchema,
  competenceProfileRequestSchema,
  educationRequestSchema,
  executiveSummaryRequestSchema,
  itSkillsRequestSchema,
  languageProficiencyRequestSchema,
  otherActivitiesRequestSchema,
  saveCompanyGroupRequestSchema,
  workExperienceComposedRequestSchema,
} from './resume.requests';
import { SESSION_PATHS } from './session';
import { loginResponseSchema, validateTokenSchema, videoUrlsSchema } from './session.answers';
import {
  loginRequestSchema,
  logoutRequestSchema,
  refreshTokenRequestSchema,
  resendWelcomeEmailRequestSchema,
  resetPasswordRequestSchema,
  updatePasswordRequestSchema,
} from './session.requests';

export type Method = 'get' | 'post' | 'put' | 'delete';

/** `bearer`: the access token is required; `public`: none; `optional`: without one, or with a valid one. */
export type Auth = 'bearer' | 'public' | 'optional';

/** One part of a multipart body: a file, several files, a text, several texts, or a file or a text. */
export interface MultipartPart {
  kind: 'file' | 'files' | 'text' | 'texts' | 'fileOrText';
  required: boolean;
  description: string;
}
export interface MultipartBody {
  kind: 'multipart';
  parts: Readonly<Record<string, MultipartPart>>;
}
const multipart = (parts: Record<string, MultipartPart>): MultipartBody => ({ kind: 'multipart', parts });
const part = (kind: MultipartPart['kind'], description: string, required = true): MultipartPart => ({
  kind,
  required,
  description,
});

/** A file answer (fetched with the bearer header where the row says so; docs/decisions/012-files-with-bearer.md). */
export interface FileAnswer {
  kind: 'file';
  mediaTypes: readonly string[];
}
const PDF: FileAnswer = { kind: 'file', mediaTypes: ['application/pdf'] };
const IMAGE: FileAnswer = { kind: 'file', mediaTypes: ['image/jpeg', 'image/png'] };

/** 204 without a body, which the app reads as `OkResponse` (common.ts). */
export const OK_ANSWER = { kind: 'ok' } as const;

export type Answer = v.GenericSchema | FileAnswer | typeof OK_ANSWER;

export interface QueryParameter {
  name: string;
  required: boolean;
  description: string;
  schema: v.GenericSchema;
}

/** The spec's `timestamp` query of files and texts: only defeats caches (the app sends `Date.now()`). */
export const TIMESTAMP_QUERY: QueryParameter = {
  name: 'timestamp',
  required: false,
  description: 'Milliseconds since 1970 (Date.now()): defeats caches; the server ignores it.',
  schema: v.number(),
};

export interface Endpoint {
  method: Method;
  path: ApiPath;
  /** Outside `/api/v1` (only `GET /api/version`): the path is from the server's root. */
  root?: true;
  auth: Auth;
  summary: string;
  /** Not in the specification: designed by us, for the provider to confirm; `note` says what. */
  designed: boolean;
  /**
   * The whole call is ours: the specification has no such call, so a server as it is written answers 404
   * here, and the portal says in words that this one feature is not available
   * (docs/decisions/056-a-save-is-its-status.md).
   */
  designedCall?: true;
  note?: string;
  /**
   * A save: its success is its status (docs/decisions/056-a-save-is-its-status.md). Any 2xx means it happened;
   * `answer` is what it answers where it carries the saved state, and a server may answer 204 without it: the
   * app then reads the affected data again.
   */
  save?: true;
  body?: v.GenericSchema | MultipartBody;
  query?: readonly QueryParameter[];
  answer: Answer;
  /**
   * A save that cannot overwrite what someone else saved (versions.ts): it sends `If-Match` with the
   * version it started from, or `If-None-Match: *` to create; 412 answers the item as it is now
   * (`current`, read by this schema, null when there is none), 428 a save over an item without a version.
   */
  versioned?: { current: v.GenericSchema };
}

const {
  login,
  refreshToken,
  logout,
  resetPassword,
  updatePassword,
  validateResetPasswordToken,
  resendWelcomeEmailToken,
} = SESSION_PATHS;
const CV_SAVE = 'answers the whole Resume, which replaces the client copy';

export const ENDPOINTS: readonly Endpoint[] = [
  // ---------------------------------------------------------------- session and passwords
  {
    method: 'post',
    path: login,
    auth: 'public',
    summary: 'Sign in: the tokens and the session (LoginResponse)',
    designed: true,
    note: 'The answer names the role and carries `userId` (keys the drafts).',
    body: loginRequestSchema,
    answer: loginResponseSchema,
  },
  {
    method: 'post',
    path: refreshToken,
    auth: 'public',
    summary: 'New tokens from the refresh token (RefreshTokenResponse)',
    designed: true,
    note: 'The answer repeats the session fields of the login, so that a reload knows the role. Every use rotates the refresh token; the one it replaces is accepted once more within a short grace (a reload during a refresh), and any other use of a retired token is a reuse: the server ends the whole session, every refresh and access token of it (RFC 9700).',
    body: refreshTokenRequestSchema,
    answer: loginResponseSchema,
  },
  {
    method: 'post',
    path: logout,
    designedCall: true,
    save: true,
    auth: 'public',
    summary: 'End the session: its refresh token and the access tokens issued with it stop working',
    designed: true,
    note: 'The whole call: the refresh token in the body (the access token may have run out); 204 also for a token the server does not know, so a repeated logout is harmless.',
    body: logoutRequestSchema,
    answer: OK_ANSWER,
  },
  {
    method: 'post',
    path: resetPassword,
    save: true,
    auth: 'public',
    summary: 'Send a reset-password link',
    designed: false,
    body: resetPasswordRequestSchema,
    answer: OK_ANSWER,
  },
  {
    method: 'post',
    path: validateResetPasswordToken,
    auth: 'public',
    summary: 'Whether a password link is valid or expired (ValidateTokenResponse)',
    designed: true,
    note: 'The answer `{ valid, expired }`.',
    answer: validateTokenSchema,
  },
  {
    method: 'post',
    path: updatePassword,
    save: true,
    auth: 'public',
    summary: 'Set a password with a link token',
    designed: false,
    body: updatePasswordRequestSchema,
    answer: OK_ANSWER,
  },
  {
    method: 'post',
    path: resendWelcomeEmailToken,
    save: true,
    auth: 'public',
    summary: 'Send the welcome e-mail again for an expired link',
    designed: false,
    body: resendWelcomeEmailRequestSchema,
    answer: OK_ANSWER,
  },
  // ---------------------------------------------------------------- agreement
  ...(
    [
      [AGREEMENT_PATHS.agreementText, 'public', 'The agreement text as HTML (AgreementTextResponse)'],
      [AGREEMENT_PATHS.protectionText, 'public', 'The data-protection text as HTML (AgreementTextResponse)'],
      [AGREEMENT_PATHS.ndaText, 'bearer', 'The NDA of the opportunities as HTML (AgreementTextResponse)'],
    ] as const
  ).map(([path, auth, summary]): Endpoint => ({
    method: 'get',
    path,
    auth,
    summary,
    designed: true,
    note: 'The answer `{ html }`.',
    query: [TIMESTAMP_QUERY],
    answer: agreementTextSchema,
  })),
  ...(
    [
      [AGREEMENT_PATHS.agreementFile, 'public', 'The agreement as a PDF'],
      [AGREEMENT_PATHS.protectionFile, 'public', 'The data-protection text as a PDF'],
      [AGREEMENT_PATHS.ndaFile, 'bearer', 'The NDA as a PDF'],
    ] as const
  ).map(([path, auth, summary]): Endpoint => ({
    method: 'get',
    path,
    auth,
    summary,
    designed: false,
    query: [TIMESTAMP_QUERY],
    answer: PDF,
  })),
  {
    method: 'put',
    path: AGREEMENT_PATHS.contractInfo,
    save: true,
    auth: 'bearer',
    summary: 'Accept the agreement (ContractInfoResponse)',
    designed: false,
    body: contractInfoRequestSchema,
    answer: contractInfoResponseSchema,
  },
  {
    method: 'post',
    path: AGREEMENT_PATHS.skipAgreement,
    save: true,
    auth: 'bearer',
    summary: 'Skip the agreement for now',
    designed: false,
    answer: OK_ANSWER,
  },
  // ---------------------------------------------------------------- account
  {
    method: 'get',
    path: ACCOUNT_PATHS.manager,
    auth: 'bearer',
    summary: 'The signed-in manager profile (ManagerProfile)',
    designed: true,
    note: '`availabilityUpdatedAt` in the answer, and the versions of the personal details and the notification settings (`version`, `savedAt`).',
    answer: managerProfileSchema,
  },
  {
    method: 'put',
    path: ACCOUNT_PATHS.personalInfo,
    save: true,
    auth: 'bearer',
    summary: 'Save the personal details (PersonalInfoResponse: the saved PersonalDetails)',
    designed: true,
    note: 'The answer is the saved personal details, and their version: If-Match, 412, 428.',
    body: personalInfoRequestSchema,
    answer: personalDetailsSchema,
    versioned: { current: personalDetailsSchema },
  },
  {
    method: 'post',
    path: ACCOUNT_PATHS.photo,
    save: true,
    auth: 'bearer',
    summary: 'Upload the profile photo (PhotoResponse)',
    designed: true,
    note: 'The answer `{ photo }`: the new photo path.',
    body: multipart({ file: part('file', 'The photo (image/jpeg or image/png).') }),
    answer: photoResponseSchema,
  },
  {
    method: 'get',
    path: ACCOUNT_PATHS.photoFile,
    designedCall: true,
    auth: 'bearer',
    summary: 'The profile photo a profile names in `photo`',
    designed: true,
    note: 'The path itself.',
    answer: IMAGE,
  },
  {
    method: 'put',
    path: ACCOUNT_PATHS.deleteProfile,
    save: true,
    auth: 'bearer',
    summary: 'Ask for the profile to be deleted',
    designed: false,
    body: deleteProfileRequestSchema,
    answer: OK_ANSWER,
  },
  {
    method: 'put',
    path: ACCOUNT_PATHS.notificationSettings,
    save: true,
    auth: 'bearer',
    summary: 'Save the notification settings (NotificationSettings)',
    designed: true,
    note: 'The answer is the saved settings, and their version: If-Match, 412, 428.',
    body: notificationSettingsRequestSchema,
    answer: notificationSettingsSchema,
    versioned: { current: notificationSettingsSchema },
  },
  // ---------------------------------------------------------------- registration
  {
    method: 'post',
    path: REGISTRATION_PATHS.checkEmail,
    auth: 'public',
    summary: 'Whether an e-mail already has an account (CheckEmailResponse)',
    designed: true,
    note: "The answer `{ status: 'new' | 'duplicate' }`.",
    body: checkEmailRequestSchema,
    answer: checkEmailResponseSchema,
  },
  {
    method: 'post',
    path: REGISTRATION_PATHS.register,
    save: true,
    auth: 'public',
    summary: 'Register an applicant (RegisterResponse)',
    designed: false,
    body: registerRequestSchema,
    answer: registerResponseSchema,
  },
  {
    method: 'post',
    path: REGISTRATION_PATHS.uploadResumes,
    save: true,
    auth: 'public',
    summary: "The registration's CV uploads (UploadResponse)",
    designed: true,
    note: 'The answer `{ uploaded }`.',
    body: multipart({
      'files[]': part('files', 'PDFs, each at most 15 MiB (15728640 bytes).'),
      'subcategories[]': part('texts', 'A document subcategory per file, by position (400, 500, 1000, 1100, 1300).'),
    }),
    answer: uploadResponseSchema,
  },
  {
    method: 'post',
    path: REGISTRATION_PATHS.signup,
    designedCall: true,
    save: true,
    auth: 'public',
    summary: 'The simple sign-up form (SignupResponse)',
    designed: true,
    note: 'The whole call: the spec names none for `/signup`.',
    body: multipart({
      firstName: part('text', ''),
      lastName: part('text', ''),
      address: part('text', 'Street and house number.'),
      zip: part('text', ''),
      country: part('text', 'A code of the `countries` list.'),
      email: part('text', ''),
      password: part('text', ''),
      language: part('text', 'The communication language: 100 German, 200 English.'),
      file: part('file', 'An optional CV PDF, at most 15 MiB.', false),
    }),
    answer: signupResponseSchema,
  },
  // ---------------------------------------------------------------- documents
  {
    method: 'get',
    path: DOCUMENT_PATHS.documents,
    auth: 'bearer',
    summary: "The manager's documents (ManagerDocument[])",
    designed: false,
    answer: documentsSchema,
  },
  {
    method: 'get',
    path: DOCUMENT_PATHS.documentFile,
    auth: 'bearer',
    summary: "A document's file (also a client project's attachment)",
    designed: false,
    query: [TIMESTAMP_QUERY],
    answer: PDF,
  },
  {
    method: 'post',
    path: DOCUMENT_PATHS.uploadResume,
    save: true,
    auth: 'bearer',
    summary: 'Upload a document of a subcategory to the own profile (UploadResponse)',
    designed: true,
    note: 'The answer `{ uploaded }`.',
    body: multipart({ file: part('file', 'One PDF, at most 15 MiB (15728640 bytes).') }),
    answer: uploadResponseSchema,
  },
  // ---------------------------------------------------------------- meta
  {
    method: 'get',
    path: META_PATHS.labelsAndEnums,
    auth: 'public',
    summary: 'The label lists in a language (LabelsAndEnums)',
    designed: true,
    note: 'The answer: named lists of `{ value, label, parent? }`.',
    answer: labelsAndEnumsSchema,
  },
  {
    method: 'get',
    path: META_PATHS.fieldsMeta,
    auth: 'public',
    summary: 'The maximum lengths per entity and field (FieldsMeta)',
    designed: true,
    note: 'The answer `{ entity: { field: { maxLength } } }`.',
    answer: fieldsMetaSchema,
  },
  {
    method: 'get',
    path: META_PATHS.welcomeVideos,
    designedCall: true,
    auth: 'public',
    summary: 'The welcome videos (VideoUrls)',
    designed: true,
    note: 'The whole call.',
    answer: videoUrlsSchema,
  },
  {
    method: 'get',
    path: META_PATHS.faqFile,
    auth: 'bearer',
    summary: 'The FAQ as a PDF',
    designed: false,
    query: [TIMESTAMP_QUERY],
    answer: PDF,
  },
  {
    method: 'get',
    path: apiPath(VERSION_PATH),
    root: true,
    auth: 'public',
    summary: "The API's version (VersionResponse)",
    designed: true,
    note: 'The answer `{ version }`.',
    answer: versionSchema,
  },
  // ---------------------------------------------------------------- CV
  {
    method: 'get',
    path: CV_PATHS.managerCv,
    auth: 'bearer',
    summary: "The manager's own CV (Resume)",
    designed: true,
    note: 'To its owner only: 401 without a token, 404 to anyone else, so a manager id opens no CV; the field `publicCvId`, the id of the public view (docs/decisions/037-public-cv.md).',
    answer: resumeSchema,
  },
  {
    method: 'get',
    path: CV_PATHS.publicCv,
    designedCall: true,
    auth: 'optional',
    summary: 'The public view of a CV (PublicCv), by its public CV id',
    designed: true,
    note: 'Answers without a token. The id is an unguessable token per manager, not the manager id; the answer has no contact details, rates, income, remarks, settings or versions (docs/decisions/037-public-cv.md).',
    answer: publicCvSchema,
  },
  {
    method: 'post',
    path: CV_PATHS.publicCvId,
    designedCall: true,
    save: true,
    auth: 'bearer',
    summary: 'A new public CV id for the signed-in manager (PublicCvIdAnswer): every link sent so far stops working',
    designed: true,
    note: "The whole call, and the field `publicCvId` of the owner's own CV (Resume) that names the id: the old id answers 404 from then on, the new one the public CV; only the owner learns it (docs/decisions/037-public-cv.md).",
    answer: publicCvIdAnswerSchema,
  },
  {
    method: 'get',
    path: CV_PATHS.candidateCv,
    auth: 'optional',
    summary: "A candidate's CV (PublicCv)",
    designed: true,
    note: "To a client of the candidate's project and to the candidate; to anyone (also without a token) when the id is the manager's public CV id, the public view `/candidate/cv/{id}` (docs/decisions/037-public-cv.md).",
    answer: publicCvSchema,
  },
  ...(
    [
      [
        CV_PATHS.availability,
        'put',
        'Save the availability and rates',
        availabilityRequestSchema,
        sectionCurrentSchemas.availability,
      ],
      [
        CV_PATHS.executiveSummary,
        'put',
        'Save the executive summary',
        executiveSummaryRequestSchema,
        sectionCurrentSchemas.executiveSummary,
      ],
      [
        CV_PATHS.competenceProfile,
        'put',
        'Save the competence profile',
        competenceProfileRequestSchema,
        sectionCurrentSchemas.competenceProfile,
      ],
      [CV_PATHS.itSkills, 'put', 'Save the IT skills', itSkillsRequestSchema, sectionCurrentSchemas.itSkills],
      [
        CV_PATHS.languageProficiency,
        'put',
        'Save the languages',
        languageProficiencyRequestSchema,
        sectionCurrentSchemas.languages,
      ],
      [
        CV_PATHS.otherActivities,
        'put',
        'Save the other activities',
        otherActivitiesRequestSchema,
        sectionCurrentSchemas.otherActivities,
      ],
      // No version: it changes no section, it says the manager is done (docs/decisions/035-save-versions.md).
      [CV_PATHS.markResumeCompleted, 'put', 'Submit the CV as completed', undefined, undefined],
      // A new entry, position or group is sent without a condition: the server gives it its id.
      [CV_PATHS.education, 'post', 'Add an education', educationRequestSchema, undefined],
      [CV_PATHS.education, 'put', 'Change an education (with its id)', educationRequestSchema, educationSchema],
      [CV_PATHS.educationItem, 'delete', 'Delete an education', undefined, educationSchema],
      [
        CV_PATHS.workExperienceComposed,
        'post',
        'Add or change a position',
        workExperienceComposedRequestSchema,
        workExperienceSchema,
      ],
      [CV_PATHS.workExperienceItem, 'delete', 'Delete a position', undefined, workExperienceSchema],
      [
        CV_PATHS.saveCompanyGroup,
        'post',
        'Add or change a company group',
        saveCompanyGroupRequestSchema,
        companyGroupCurrentSchema,
      ],
      [CV_PATHS.companyGroup, 'delete', 'Delete a company group', undefined, companyGroupCurrentSchema],
    ] as const
  ).map(([path, method, summary, body, current]): Endpoint => ({
    method,
    path,
    auth: 'bearer',
    summary: `${summary}; ${CV_SAVE}`,
    designed: true,
    save: true,
    note: `${
      body === languageProficiencyRequestSchema ||
      body === executiveSummaryRequestSchema ||
      body === otherActivitiesRequestSchema
        ? 'The body and the answer (the whole Resume).'
        : 'The answer (the whole Resume).'
    }${current ? ' The version of what it changes: If-Match, 412, 428.' : ''}`,
    ...(body ? { body } : {}),
    answer: resumeSchema,
    ...(current ? { versioned: { current } } : {}),
  })),
  {
    method: 'get',
    path: CV_PATHS.cvPdf,
    auth: 'bearer',
    summary: 'The own CV as a PDF in a language, type, design and colour',
    designed: false,
    query: [TIMESTAMP_QUERY],
    answer: PDF,
  },
  {
    method: 'get',
    path: CV_PATHS.cvPdfRevision,
    designedCall: true,
    auth: 'bearer',
    summary: 'A counter that goes up with every CV save (CvPdfRevisionResponse)',
    designed: true,
    note: 'The whole call.',
    answer: cvPdfRevisionResponseSchema,
  },
  {
    method: 'get',
    path: CV_PATHS.resumeSample,
    auth: 'bearer',
    summary: 'A sample CV as a PDF',
    designed: false,
    query: [TIMESTAMP_QUERY],
    answer: PDF,
  },
  {
    method: 'get',
    path: CV_PATHS.resumeInstructions,
    auth: 'bearer',
    summary: 'The CV instructions as a PDF',
    designed: false,
    query: [TIMESTAMP_QUERY],
    answer: PDF,
  },
  // ---------------------------------------------------------------- opportunities and the dashboard
  {
    method: 'get',
    path: OPPORTUNITY_PATHS.opportunities,
    auth: 'bearer',
    summary: "The manager's opportunities, newest first",
    designed: true,
    note: 'The teaser fields before the NDA and `publishedAt`.',
    answer: opportunitiesSchema,
  },
  {
    method: 'get',
    path: OPPORTUNITY_PATHS.opportunity,
    auth: 'bearer',
    summary: 'One opportunity, every field once its NDA is accepted; 403 `nda_required` before it while new',
    designed: true,
    note: 'An answered opportunity whose NDA was never accepted answers its summary only.',
    answer: visibleOpportunitySchema,
  },
  {
    method: 'post',
    path: OPPORTUNITY_PATHS.acceptNda,
    save: true,
    auth: 'bearer',
    summary: "Accept an opportunity's NDA; answers the opportunity",
    designed: false,
    answer: visibleOpportunitySchema,
  },
  {
    method: 'post',
    path: OPPORTUNITY_PATHS.interested,
    save: true,
    auth: 'bearer',
    summary: 'Apply (status 150); answers the opportunity',
    designed: false,
    body: applicationRequestSchema,
    answer: visibleOpportunitySchema,
  },
  {
    method: 'post',
    path: OPPORTUNITY_PATHS.notInterested,
    save: true,
    auth: 'bearer',
    summary: 'Decline: not interested (status 1200); answers the opportunity',
    designed: true,
    note: 'The status 1200; declined before the NDA, the answer is the summary only.',
    body: declineRequestSchema,
    answer: visibleOpportunitySchema,
  },
  {
    method: 'post',
    path: OPPORTUNITY_PATHS.notAvailable,
    save: true,
    auth: 'bearer',
    summary: 'Decline: not available (status 1300); answers the opportunity',
    designed: true,
    note: 'The status 1300; declined before the NDA, the answer is the summary only.',
    body: declineRequestSchema,
    answer: visibleOpportunitySchema,
  },
  {
    method: 'get',
    path: OPPORTUNITY_PATHS.offers,
    auth: 'bearer',
    summary: "The provider's offers to its managers",
    designed: true,
    note: 'The answer (the spec shows no fields).',
    answer: offersSchema,
  },
  {
    method: 'get',
    path: OPPORTUNITY_PATHS.newsAndEvents,
    designedCall: true,
    auth: 'bearer',
    summary: 'The news, newest first, then the events to come',
    designed: true,
    note: 'The whole call.',
    answer: newsSchema,
  },
  // ---------------------------------------------------------------- placements
  {
    method: 'get',
    path: PLACEMENT_PATHS.placements,
    auth: 'bearer',
    summary: "The manager's placements",
    designed: true,
    note: '`candidateId` in each item.',
    answer: placementsSchema,
  },
  {
    method: 'get',
    path: PLACEMENT_PATHS.overview,
    auth: 'bearer',
    summary: "A placement's current month and the one before it",
    designed: true,
    note: 'The answer: `months` holds two months; the time-entry choices are codes.',
    answer: placementOverviewSchema,
  },
  {
    method: 'get',
    path: PLACEMENT_PATHS.monthOverview,
    auth: 'bearer',
    summary: "A placement's month (1-12) and the one before it",
    designed: true,
    note: 'The answer: `months` holds two months; the time-entry choices are codes.',
    answer: placementOverviewSchema,
  },
  {
    method: 'post',
    path: PLACEMENT_PATHS.timeTracking,
    save: true,
    auth: 'bearer',
    summary: "Save a day's time entry; answers the month's overview",
    designed: true,
    note: "The answer (the month's PlacementOverview), and the entry's version: If-Match / If-None-Match, 412, 428.",
    body: timeEntryRequestSchema,
    answer: placementOverviewSchema,
    versioned: { current: storedTimeEntrySchema },
  },
  {
    method: 'post',
    path: PLACEMENT_PATHS.monthlyReport,
    save: true,
    auth: 'bearer',
    summary: "Save the month's report; answers the month's overview",
    designed: true,
    note: "The body and the answer, and the report's version: If-Match / If-None-Match, 412, 428.",
    body: monthlyReportRequestSchema,
    answer: placementOverviewSchema,
    versioned: { current: monthlyReportSchema },
  },
  {
    method: 'post',
    path: PLACEMENT_PATHS.submitMonthlyReport,
    save: true,
    auth: 'bearer',
    summary: "Save and send the month's report; answers the month's overview",
    designed: true,
    note:
      "The body and the answer, and the report's version: If-Match / If-None-Match, 412, 428. A mandate with " +
      'travelExpenseManager 200 sends `expensesReport: true`, or multipart with `report` (the texts as JSON), ' +
      '`month`, `year` and `expensesReport` (a PDF); without either 400 `fields.expensesReport`.',
    body: monthlyReportRequestSchema,
    answer: placementOverviewSchema,
    versioned: { current: monthlyReportSchema },
  },
  {
    method: 'get',
    path: PLACEMENT_PATHS.activityReport,
    auth: 'bearer',
    summary: "A monthly report's activity report as a PDF",
    designed: false,
    query: [TIMESTAMP_QUERY],
    answer: PDF,
  },
  {
    method: 'post',
    path: PLACEMENT_PATHS.verifyBillingReport,
    auth: 'bearer',
    summary: 'Check an invoice PDF against the month (BillingVerifyResponse)',
    designed: true,
    note: "`status` ('ok' or 'warning') in the answer.",
    body: multipart({
      id: part('text', "The monthly report's id."),
      language: part('text', "'de' or 'en'."),
      file: part('file', 'The invoice PDF, at most 15 MiB.'),
    }),
    answer: billingVerifySchema,
  },
  {
    method: 'post',
    path: PLACEMENT_PATHS.saveBillingReport,
    save: true,
    auth: 'bearer',
    summary: "Submit the month's billing; answers the month's overview",
    designed: true,
    note: "The answer (the month's PlacementOverview), and the report's version: If-Match, 412, 428.",
    body: multipart({
      id: part('text', "The monthly report's id."),
      file: part('file', 'The invoice PDF, at most 15 MiB.', false),
      expensesReport: part('fileOrText', "A PDF of the expenses, or 'true' to confirm there are none.", false),
      placementId: part('text', ''),
      month: part('text', '1-12.'),
      year: part('text', ''),
    }),
    answer: placementOverviewSchema,
    versioned: { current: monthlyReportSchema },
  },
  // ---------------------------------------------------------------- client projects
  {
    method: 'get',
    path: PROJECT_PATHS.projects,
    auth: 'bearer',
    summary: "The client's projects, each whole (Project[])",
    designed: true,
    note: '`statusSince`, `logo`, a candidate `photo` and `feedback` in the answer.',
    answer: projectsSchema,
  },
  {
    method: 'get',
    path: PROJECT_PATHS.project,
    auth: 'bearer',
    summary: 'One project of the client (Project)',
    designed: true,
    note: '`statusSince`, `logo`, a candidate `photo` and `feedback` in the answer.',
    answer: projectSchema,
  },
  {
    method: 'get',
    path: PROJECT_PATHS.candidatePhoto,
    designedCall: true,
    auth: 'bearer',
    summary: "A project candidate's photo; 404 without one",
    designed: true,
    note: 'The whole call.',
    answer: IMAGE,
  },
  {
    method: 'put',
    path: PROJECT_PATHS.candidateFeedback,
    designedCall: true,
    save: true,
    auth: 'bearer',
    summary: "The client's feedback on a candidate; answers the Project",
    designed: true,
    note: 'The whole call.',
    body: candidateFeedbackRequestSchema,
    answer: projectSchema,
  },
  {
    method: 'get',
    path: PROJECT_PATHS.statusReport,
    designedCall: true,
    auth: 'bearer',
    summary: "A project's one-page status report as a PDF",
    designed: true,
    note: 'The whole call.',
    query: [TIMESTAMP_QUERY],
    answer: PDF,
  },
];

/** The base of every path but `root` ones; the OpenAPI document's server. */
export const API_BASE = '/api/v1';
