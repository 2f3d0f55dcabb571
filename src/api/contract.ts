/**
 * The one contract between the app and the provider's API (decision 3).
 * `src/api/*` and `mocks/handlers/*` both import these types, so the mock cannot drift
 * from the client. Paths are relative to the API base (`/api/v1`), except `VERSION_PATH`.
 *
 * Where the specification shows no response shape, the plainest one is designed here
 * and marked "(designed)".
 */

// ---------------------------------------------------------------- codes

/** Language codes (part 1 §1): 100 = German, 200 = English. */
export const LANGUAGE_CODE = { DE: 100, EN: 200 } as const;
export type LanguageCode = (typeof LANGUAGE_CODE)[keyof typeof LANGUAGE_CODE];
export type Lang = 'de' | 'en';

export const ROLE = { MANAGER: 'manager', CLIENT: 'client' } as const;
export type Role = (typeof ROLE)[keyof typeof ROLE];

/** Yes/no answer codes of the applicant questions (part 1 §9). */
export const ANSWER = { YES: 100, NO: 200 } as const;
export type AnswerCode = (typeof ANSWER)[keyof typeof ANSWER];

/** Document subcategories (part 1 §3). */
export const DOCUMENT_SUBCATEGORY = {
  CV_GERMAN: 400,
  CV_ENGLISH: 500,
  REFERENCES: 1000,
  WORK_CERTIFICATES: 1100,
  OTHERS: 1300,
} as const;
export type DocumentSubcategory = (typeof DOCUMENT_SUBCATEGORY)[keyof typeof DOCUMENT_SUBCATEGORY];

/** Upload limit, everywhere (decision 13): exactly this many bytes is allowed. */
export const MAX_UPLOAD_BYTES = 15_728_640;

/** Accounts lock after this many failed logins, for LOCK_DURATION_MS (part 1 §9). */
export const MAX_LOGIN_ATTEMPTS = 3;
export const LOCK_DURATION_MS = 60 * 60 * 1000;

// ---------------------------------------------------------------- errors

/** Decision 4: every non-OK reply carries this body. */
export interface ApiErrorBody {
  code: string;
  message: string;
  [detail: string]: unknown;
}

/** Error codes the app reacts to. */
export const ERROR_CODE = {
  /** 401: expired or invalid access token, refresh and retry. */
  TOKEN: 'token',
  /** Password link expired. */
  TOKEN_EXPIRED: 'token_expired',
  /** Password link unknown. */
  TOKEN_INVALID: 'token_invalid',
  INVALID_CREDENTIALS: 'invalid_credentials',
  ACCOUNT_LOCKED: 'account_locked',
  REFRESH_INVALID: 'refresh_invalid',
  VALIDATION: 'validation',
  NOT_FOUND: 'not_found',
  FORBIDDEN: 'forbidden',
  FILE_TYPE_AND_SIZE: 'file_type_and_size',
  /** Added for the mock API: 409 from `POST /register` when the primary e-mail already has an account. */
  DUPLICATE_EMAIL: 'duplicate_email',
} as const;

/** A failed login (decision 4): status 400, plus the lock details. */
export interface LoginErrorBody extends ApiErrorBody {
  locked: boolean;
  left_attempts: number;
}

/** A 204 reply is read as this (decision 3). */
export interface OkResponse {
  status: 'ok';
}

// ---------------------------------------------------------------- session

export const PATHS = {
  login: '/login',
  refreshToken: '/refresh-token',
  resetPassword: '/reset-password',
  updatePassword: '/update-password',
  validateResetPasswordToken: (token: string) => `/validate-reset-password-token/${encodeURIComponent(token)}`,
  resendWelcomeEmailToken: '/resend-welcome-email-token',
  register: '/register',
  uploadResumes: (managerId: string) => `/upload-resumes/${encodeURIComponent(managerId)}`,
  checkEmail: '/check-email',
  agreementText: (lang: Lang) => `/manager/agreement-nda/${lang}`,
  protectionText: (lang: Lang) => `/manager/protection-nda/${lang}`,
  ndaText: (lang: Lang) => `/manager/nda/${lang}`,
  agreementFile: (lang: Lang) => `/manager/nda/agreement-file/${lang}`,
  protectionFile: (lang: Lang) => `/manager/nda/protection-file/${lang}`,
  ndaFile: (lang: Lang) => `/manager/nda/file/${lang}`,
  contractInfo: '/manager/contract-info',
  skipAgreement: '/manager/skip-agreement',
  manager: '/manager',
  personalInfo: '/manager/personal-info',
  photo: '/manager/photo',
  deleteProfile: '/manager/delete-profile',
  labelsAndEnums: (lang: Lang) => `/meta/labels_and_enums/lang/${lang}`,
  fieldsMeta: '/manager/fields-meta',
  faqFile: '/manager/faq/file',
  notificationSettings: '/manager/notification-settings',
  documents: '/manager/documents',
  documentFile: (documentId: string) => `/manager/documents/${encodeURIComponent(documentId)}/file`,
  uploadResume: (subcategoryId: DocumentSubcategory, managerId: string) =>
    `/upload-resume/${subcategoryId}/${encodeURIComponent(managerId)}`,
  /** (designed) The simple sign-up form of `/signup` (decision 12); the spec names no call. */
  signup: '/signup',
  /** (designed) Public: the welcome videos (de/en) for `/welcome` and the registration's first step; returns `VideoUrls`. */
  welcomeVideos: '/meta/welcome-videos',
} as const;

/** Outside `/api/v1`: `GET /api/version`. */
export const VERSION_PATH = '/api/version';

export interface LoginRequest {
  username: string;
  password: string;
}

export interface VideoUrls {
  de: string;
  en: string;
}

/** What the app needs to know about the signed-in user. */
export interface SessionInfo {
  /** (designed) the user's id: keys the drafts in sessionStorage (decision 8a). */
  userId: string;
  /** Decision 5. */
  role: Role;
  showAgreement: boolean;
  canSkipAgreement: boolean;
  communicationLanguage: LanguageCode;
  videoURLs: VideoUrls;
}

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

export type LoginResponse = Tokens & SessionInfo;

export interface RefreshTokenRequest {
  refreshToken: string;
}

/**
 * The spec reads only the two tokens. (designed) The reply also repeats the session
 * fields, so that a reload (decision 6: the refresh token survives it) knows the role and
 * whether an agreement is pending without another call.
 */
export type RefreshTokenResponse = Tokens & SessionInfo;

// ---------------------------------------------------------------- passwords

export interface ResetPasswordRequest {
  email: string;
}

export interface UpdatePasswordRequest {
  token: string;
  password: string;
  confirmPassword: string;
}

/** (designed) `POST /validate-reset-password-token/{token}`. */
export interface ValidateTokenResponse {
  valid: boolean;
  /** True when the link is known but no longer valid: the user may request a new one. */
  expired: boolean;
}

export interface ResendWelcomeEmailRequest {
  token: string;
}

// ---------------------------------------------------------------- agreement

/** (designed) Agreement texts: server HTML, sanitized before it is shown (decision 9). */
export interface AgreementTextResponse {
  html: string;
}

export interface ContractInfoRequest {
  /** yyyy-MM-dd */
  contractReceivedDate: string;
  termsAccepted: boolean;
  privacyAccepted: boolean;
}

/** Part 1 §4: the user goes on when the returned data has an id and success. */
export interface ContractInfoResponse {
  id: string;
  success: boolean;
  contractReceivedDate: string;
}

// ---------------------------------------------------------------- manager profile

export interface Address {
  street: string;
  postalCode: string;
  city: string;
  country: string;
  state?: string;
}

export const EMAIL_TYPE = { OFFICE: 'officeEmail', PRIVATE: 'privateEmail' } as const;
export type EmailType = (typeof EMAIL_TYPE)[keyof typeof EMAIL_TYPE];

export const PHONE_TYPES = ['mobilePhone1', 'mobilePhone2', 'homePhone', 'workPhone'] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];

export const SOCIAL_NETWORK_TYPES = ['linkedin', 'xing'] as const;
export type SocialNetworkType = (typeof SOCIAL_NETWORK_TYPES)[number];

export interface PersonalDetails {
  manager_id: string;
  salutation: string;
  title: string;
  firstName: string;
  lastName: string;
  /** Path of the photo below the API base, fetched with the bearer header (decision 9a); '' when none. */
  photo: string;
  birthDate: string;
  nationality: string[];
  primaryAddress: Address;
  emails: { value: string; type: EmailType }[];
  phones: Partial<Record<PhoneType, string>>;
  socialNetworks: Partial<Record<SocialNetworkType, string>>;
  skypeId: string;
  ownCompany: string;
  profileVideo: string;
  website: string;
  communicationLanguage: LanguageCode;
  /** 100 while the first CV input is not yet submitted (part 2, dashboard). */
  initialInputCv: number;
  networkStatus: number;
  /** Hides the account edit icon (part 1 §2). */
  readonly: boolean;
}

/**
 * Part 2 §3 "Notification preferences": each is a code of the `preferredContactTypes` list.
 * Also the body of `PUT /manager/notification-settings`, which (designed) answers with the saved settings.
 */
export interface NotificationSettings {
  opportunityUpdates: string;
  cvUpdates: string;
  appointmentUpdates: string;
}

export const NOTIFICATION_CHANNELS = ['opportunityUpdates', 'cvUpdates', 'appointmentUpdates'] as const satisfies readonly (keyof NotificationSettings)[];

/** `GET /manager`: the profile (the CV parts come with the CV issue). */
export interface ManagerProfile {
  personalDetails: PersonalDetails;
  /** Part 2 §3: the resume carries the notification settings. */
  notificationSettings: NotificationSettings;
  lastModified: string;
  completionPercent: number;
}

/** `PUT /manager/personal-info` (part 1 §3 "Account save payload"). */
export interface PersonalInfoRequest {
  salutation: string;
  title: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  nationality: string[];
  primaryAddress: Address;
  communicationLanguage: LanguageCode;
  email: { email: string; isOffice: boolean; isPrimary: boolean; isPrivate: boolean }[];
  phones: Partial<Record<PhoneType, string>>;
  socialNetworks: Partial<Record<SocialNetworkType, string>>;
  skypeId: string;
  ownCompany: string;
  profileVideo: string;
  website: string;
}

/** (designed) `PUT /manager/personal-info` answers with the saved personal details, which replace the client's copy. */
export type PersonalInfoResponse = PersonalDetails;

/** `PUT /manager/delete-profile`: the body is the remarks. */
export interface DeleteProfileRequest {
  remarks: string;
}

/** (designed) `POST /manager/photo` answers with the new photo path. */
export interface PhotoResponse {
  photo: string;
}

// ---------------------------------------------------------------- registration

export interface NewApplicantQuestions {
  question1: AnswerCode;
  question2: AnswerCode;
  question3: AnswerCode;
  question4: AnswerCode;
  question5: AnswerCode;
  question6: AnswerCode;
  question7: AnswerCode;
  question8: AnswerCode;
}

/** The eight new-applicant questions, in order (part 1 §3). */
export const NEW_APPLICANT_QUESTION_KEYS = [
  'question1',
  'question2',
  'question3',
  'question4',
  'question5',
  'question6',
  'question7',
  'question8',
] as const satisfies readonly (keyof NewApplicantQuestions)[];

export interface RegisterRequest {
  language: LanguageCode;
  firstName: string;
  lastName: string;
  salutation: string;
  title: string;
  birthDate: string;
  nationality: string[];
  primaryAddress: Address;
  mobilePhone1: string;
  primaryEmail: string;
  industryFocuses: string;
  specialistFocuses: string;
  managementMethods: string;
  newApplicantQuestions: NewApplicantQuestions;
  userID?: string;
  /** The spec's spelling, kept as the API expects it. */
  isRegistratoionProcess: boolean;
  contractReceivedDate: string;
  currentMcAccepted: boolean;
}

export interface RegisterResponse {
  status: 'success' | 'failed';
  manager_id: string;
  automatic_release: boolean;
}

export interface CheckEmailRequest {
  primaryEmail: string;
}

/** (designed) */
export interface CheckEmailResponse {
  status: 'new' | 'duplicate';
}

/** (designed) `POST /upload-resumes/{managerId}` and `POST /upload-resume/...`. */
export interface UploadResponse {
  uploaded: number;
}

/**
 * (designed) `POST /signup`, multipart: the simple registration form (part 1 §2). Fields
 * firstName, lastName, address, zip, country, email, password, language and an optional PDF `file`.
 * A taken e-mail is 409 `duplicate_email`, as for `POST /register`.
 */
export interface SignupRequest {
  firstName: string;
  lastName: string;
  /** Street and house number (part 1 §3: the simple form has address, zip, country). */
  address: string;
  zip: string;
  /** A code of the `countries` list. */
  country: string;
  email: string;
  password: string;
  /** (designed) The UI language at sign-up: the account's communication language, and whether `file` is the German (400) or English (500) CV. */
  language: LanguageCode;
  file?: File;
}

export interface SignupResponse {
  status: 'success';
}

// ---------------------------------------------------------------- documents

/** Part 2 §3 "Document": `GET /manager/documents` lists these. */
export interface ManagerDocument {
  id: string;
  subcategoryId: DocumentSubcategory;
  documentName: string;
  /** yyyy-MM-dd */
  activeDate: string;
}

// ---------------------------------------------------------------- metadata

export interface LabelOption {
  value: string;
  label: string;
  /** For dependent lists: the option of the parent list this one belongs to (a core competency's function). */
  parent?: string;
}

/**
 * (designed) `GET /meta/labels_and_enums/lang/{lang}`: named lists of options in the
 * requested language (countries, titles, salutations, functions, industries, languages,
 * languageLevels, educationLevels, certificateTypes, ...).
 */
export type LabelsAndEnums = Record<string, LabelOption[]>;

/** Lists kept whole even where an entry has no value (part 1 §3). */
export const UNFILTERED_LISTS = ['countries', 'certificateTypes', 'titles'] as const;

/** (designed) `GET /manager/fields-meta`: maximum lengths per entity and field. */
export type FieldsMeta = Record<string, Record<string, { maxLength: number }>>;

/** (designed) `GET /api/version`. */
export interface VersionResponse {
  version: string;
}
