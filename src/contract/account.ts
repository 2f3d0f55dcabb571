/** The manager's account: profile, personal info, photo, deletion, notification settings. */
import type { Address, NotificationSettings, PersonalDetails } from './account.answers';
import type { LanguageCode } from './common';
import type { PhoneType, SocialNetworkType } from './contacts';
import { apiPath } from './path';

export type { Address, ManagerProfile, NotificationSettings, PersonalDetails, PhotoResponse } from './account.answers';

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

export const EMAIL_TYPE = { OFFICE: 'officeEmail', PRIVATE: 'privateEmail' } as const;
export type EmailType = (typeof EMAIL_TYPE)[keyof typeof EMAIL_TYPE];

export { PHONE_TYPES, SOCIAL_NETWORK_TYPES, type PhoneType, type SocialNetworkType } from './contacts';

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

export const NOTIFICATION_CHANNELS = [
  'opportunityUpdates',
  'cvUpdates',
  'appointmentUpdates',
] as const satisfies readonly (keyof NotificationSettings)[];

/** `PUT /manager/notification-settings`: a choice for each channel (the version travels as a header). */
export type NotificationSettingsRequest = Pick<NotificationSettings, (typeof NOTIFICATION_CHANNELS)[number]>;

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
