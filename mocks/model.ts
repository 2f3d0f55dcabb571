import type { NotificationSettings, PersonalDetails } from '../src/contract/account';
import type { LanguageCode, Role } from '../src/contract/common';
import type { DocumentSubcategory } from '../src/contract/documents';
import type { NewsItem, Offer, Opportunity } from '../src/contract/opportunities';
import type { PlacementMonth, PlacementSummary } from '../src/contract/placements';
import type { Project, ProjectCandidate } from '../src/contract/projects';
import type { NewApplicantQuestions } from '../src/contract/registration';
import type { CvVersions, Resume } from '../src/contract/resume';

/**
 * The records of the mock's store (mocks/db.ts). Everything is plain JSON so the demo can
 * keep the store in localStorage (docs/decisions/002-demo-mode.md). Later domains (CV, opportunities, placements,
 * projects: docs/decisions/018-demo-data.md) add their collections here and their seeds in `createSeed()`.
 */

export interface DbUser {
  id: string;
  /** The login name; stored lower-case (usernames are case-insensitive). */
  email: string;
  /** Null until the user sets one through a create-password link (registration). */
  password: string | null;
  role: Role;
  /** The manager profile of a manager; null for a client contact. */
  managerId: string | null;
  showAgreement: boolean;
  canSkipAgreement: boolean;
  /** yyyy-MM-dd of the last accepted agreement. */
  contractReceivedDate: string | null;
  /** For users without a manager profile; a manager's language lives in its personal details. */
  communicationLanguage: LanguageCode;
}

export interface DbApplication {
  industryFocuses: string;
  specialistFocuses: string;
  managementMethods: string;
  newApplicantQuestions: NewApplicantQuestions;
  automaticRelease: boolean;
  /** Epoch ms. */
  registeredAt: number;
}

/**
 * A manager's CV: everything of `Resume` except what lives on the manager itself
 * (personalDetails, notificationSettings, lastModified, publicCvId) and what is computed when it is
 * answered (completionPercent, see mocks/resume/rules.ts).
 */
export interface DbCv extends Omit<
  Resume,
  'personalDetails' | 'notificationSettings' | 'lastModified' | 'completionPercent' | 'versions' | 'publicCvId'
> {
  /** The versions saved so far (resume/versions.ts); a section or group without one is the seed's. */
  versions?: Partial<CvVersions>;
  /** Goes up with every CV save (`GET /manager/pdf/file/{id}/revision`, designed). */
  revision: number;
}

/** A saved item's version and the time of that save (docs/decisions/035-save-versions.md). */
export interface DbVersion {
  version: string;
  /** ISO date-time. */
  savedAt: string;
}

export interface DbManager {
  /** Same as personalDetails.manager_id. */
  id: string;
  /**
   * The id of the public views `/manager/cv/{id}` and `/candidate/cv/{id}`: an unguessable token apart from
   * the manager id, which is sequential (docs/decisions/037-public-cv.md).
   */
  publicCvId: string;
  userId: string;
  personalDetails: PersonalDetails;
  notificationSettings: NotificationSettings;
  /** ISO date-time of the last change: of the CV or of the personal details (both are the `Resume`). */
  lastModified: string;
  cv: DbCv;
  deletionRequest: { remarks: string; requestedAt: number } | null;
  /** Set for managers who came through `POST /register`. */
  application: DbApplication | null;
  /** The versions of the account's two writes (mocks/account/versions.ts); absent until the first save. */
  personalDetailsVersion?: DbVersion;
  notificationSettingsVersion?: DbVersion;
}

/** One sign-in: survives refresh-token rotation, ends with the next login. */
export interface DbSession {
  id: string;
  userId: string;
  refreshToken: string;
  /**
   * The tokens rotation retired, the latest last: each accepted once until `graceUntil` (0 once used); any other use
   * is a reuse, which ends the session (see auth/rules.ts).
   */
  retired?: { token: string; graceUntil: number }[];
  /** `POST /manager/skip-agreement` unblocks this session only (it is asked again at the next login). */
  agreementSkipped: boolean;
  createdAt: number;
}

export interface DbAccessToken {
  token: string;
  sessionId: string;
  expiresAt: number;
}

/** Failed logins per normalized username, known or not (no user enumeration). */
export interface DbLoginAttempts {
  failures: number;
  lockedUntil: number | null;
}

export type PasswordLinkPurpose = 'reset' | 'create';

export interface DbPasswordToken {
  token: string;
  /** The user whose password the link sets, per page that opened it (see password/fixtures.ts). */
  users: Partial<Record<PasswordLinkPurpose, string>>;
  /** Epoch ms; null never expires. */
  expiresAt: number | null;
  /** Demo links (docs/decisions/018-demo-data.md) stay usable after a password was set with them. */
  reusable: boolean;
}

export interface DbDocument {
  id: string;
  managerId: string;
  name: string;
  subcategory: DocumentSubcategory;
  /** yyyy-MM-dd */
  date: string;
  size: number;
  contentType: string;
  /** Key into `Db.blobs`. */
  blobId: string;
}

export interface DbBlob {
  contentType: string;
  base64: string;
}

/**
 * An opportunity offered to one manager: the contract's `Opportunity` (its `candidate` is this
 * manager's place in the search) and the manager's answer, once given.
 */
export interface DbOpportunity extends Opportunity {
  managerId: string;
  /** `POST .../interested`: the remarks and the ISO date-time sent. */
  application: { remarks: string; timestamp: string } | null;
  /** `POST .../not-interested` or `.../not-available`: the day sent, yyyy-MM-dd. */
  declinedOn: string | null;
}

/**
 * A placement of one manager: the list's `PlacementSummary` and its months, keyed
 * `monthKey(month)` (contract/month.ts). Only the months that hold time entries or a
 * monthly report are stored; the time-entry save adds to them.
 */
export interface DbPlacement extends PlacementSummary {
  managerId: string;
  months: Record<string, PlacementMonth>;
}

/**
 * A candidate of a client's project: the contract's candidate and the manager behind it, whose
 * CV `GET /manager/candidates/{candidateId}/cv` answers (without contact data, resume/rules.ts).
 * The photo (`photo` true) is made from the candidate id (projects/photo.ts): no bytes are stored.
 */
export interface DbProjectCandidate extends ProjectCandidate {
  managerId: string;
}

/** A client's project: the contract's `Project` and the client contact (user id) it belongs to. */
export interface DbProject extends Omit<Project, 'candidates'> {
  clientUserId: string;
  candidates: DbProjectCandidate[];
}

export interface Db {
  schemaVersion: number;
  users: DbUser[];
  managers: DbManager[];
  sessions: DbSession[];
  accessTokens: DbAccessToken[];
  loginAttempts: Record<string, DbLoginAttempts>;
  passwordTokens: DbPasswordToken[];
  documents: DbDocument[];
  /** Uploaded bytes (documents, photos). The demo may drop them when localStorage is full. */
  blobs: Record<string, DbBlob>;
  opportunities: DbOpportunity[];
  placements: DbPlacement[];
  /** The client contacts' projects (docs/decisions/018-demo-data.md). Their documents' bytes are made on download. */
  projects: DbProject[];
  /** The dashboard's offers and news (the same for every manager). */
  offers: Offer[];
  newsAndEvents: NewsItem[];
}
