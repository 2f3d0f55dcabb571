/** The manager's account: profile, personal info, photo, deletion, notification settings. */
import type { LanguageCode } from './common';
import { apiPath } from './path';

export const ACCOUNT_PATHS = {
  manager: apiPath('/manager'),
  personalInfo: apiPath('/manager/personal-info'),
  photo: apiPath('/manager/photo'),
  /**
   * (designed) A photo as a profile's `photo` names it, fetched with the bearer header
   * (docs/decisions/012-files-with-bearer.md).
   */
  photoFile: apiPath('/manager/photo/:photoId'),
  deleteProfile: apiPath('/manager/delete-profile'),
  notificationSettings: apiPath('/manager/notification-settings'),
} as const;

/** The dashboard reads it: 100 while the first CV input is not yet submitted, 200 once it is. */
export const INITIAL_INPUT_CV = { PENDING: 100, SUBMITTED: 200 } as const;

/** Optional plus, then digits with dashes, spaces or slashes; at least 4 characters. */
export const PHONE_PATTERN = /^\+?[\d\s/-]+$/;
export const PHONE_MIN_LENGTH = 4;

export function isPhone(value: string): boolean {
  return value.length >= PHONE_MIN_LENGTH && PHONE_PATTERN.test(value) && /\d/.test(value);
}

/** A pragmatic e-mail check: one @, no spaces, a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

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

/** Who the manager is: the same fields in the account, its save and the registration. */
export interface Person {
  salutation: string;
  title: string;
  firstName: string;
  lastName: string;
  /** yyyy-MM-dd, or '' when not given. */
  birthDate: string;
  nationality: string[];
}

/** How else the manager is reached and found: the same fields in the personal details and their save. */
export interface OnlineContacts {
  phones: Partial<Record<PhoneType, string>>;
  socialNetworks: Partial<Record<SocialNetworkType, string>>;
  skypeId: string;
  ownCompany: string;
  profileVideo: string;
  website: string;
}

export interface PersonalDetails extends Person, OnlineContacts {
  manager_id: string;
  /**
   * Path of the photo below the API base, fetched with the bearer header
   * (docs/decisions/012-files-with-bearer.md); '' when none.
   */
  photo: string;
  primaryAddress: Address;
  emails: { value: string; type: EmailType }[];
  communicationLanguage: LanguageCode;
  /** 100 while the first CV input is not yet submitted (INITIAL_INPUT_CV). */
  initialInputCv: number;
  networkStatus: number;
  /** Hides the account edit icon. */
  readonly: boolean;
}

/**
 * The notification preferences: each is a code of the `preferredContactTypes` list.
 * Also the body of `PUT /manager/notification-settings`, which (designed) answers with the saved settings.
 */
export interface NotificationSettings {
  opportunityUpdates: string;
  cvUpdates: string;
  appointmentUpdates: string;
}

export const NOTIFICATION_CHANNELS = [
  'opportunityUpdates',
  'cvUpdates',
  'appointmentUpdates',
] as const satisfies readonly (keyof NotificationSettings)[];

/** `GET /manager`: the profile (the CV parts come with the CV issue). */
export interface ManagerProfile {
  personalDetails: PersonalDetails;
  /** The resume carries the notification settings. */
  notificationSettings: NotificationSettings;
  lastModified: string;
  completionPercent: number;
  /** (designed) ISO date-time of the last availability update (`Resume.availabilityUpdatedAt`); absent when never saved. */
  availabilityUpdatedAt?: string;
}

/** `PUT /manager/personal-info`: the account save payload. */
export interface PersonalInfoRequest extends Person, OnlineContacts {
  primaryAddress: Address;
  communicationLanguage: LanguageCode;
  email: { email: string; isOffice: boolean; isPrimary: boolean; isPrivate: boolean }[];
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
