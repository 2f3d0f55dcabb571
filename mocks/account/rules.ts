import {
  EMAIL_TYPE,
  isPhone,
  NOTIFICATION_CHANNELS,
  PHONE_TYPES,
  SOCIAL_NETWORK_TYPES,
  type Address,
  type ManagerProfile,
  type NotificationSettingsRequest,
  type PersonalDetails,
} from '../../src/contract/account';
import { ERROR_CODE, LANGUAGE_CODE, type LanguageCode } from '../../src/contract/common';
import { MAX_UPLOAD_BYTES } from '../../src/contract/documents';
import { FIELDS_META } from '../meta/fixtures';
import { SALUTATION, TITLE } from '../meta/labels';
import type { DbManager } from '../model';
import { completionPercent } from '../resume/rules';
import { ApiError } from '../shared/errors';
import { FieldErrors, isEmail, isIsoDate, isRecord, text, type Body } from '../shared/requests';
import { CONTACT_TYPE } from './fixtures';
import { notificationSettingsOf, personalDetailsOf } from './versions';

/** The server rules of the account: personal details, photo, notification settings. */

const LIMITS = FIELDS_META.manager;
const LANGUAGE_CODES: readonly number[] = Object.values(LANGUAGE_CODE);
const SALUTATIONS: readonly string[] = Object.values(SALUTATION);
const TITLES: readonly string[] = Object.values(TITLE);

/**
 * Web links (website, video, social networks) are URI references. The client
 * strips umlauts per top-level domain first (src/lib/webLinks.ts); what arrives must be RFC
 * 3986 characters, except the umlauts an internationalised host name may keep.
 */
const URI_REFERENCE = /^[A-Za-z\d\-._~:/?#[\]@!$&'()*+,;=%äöüÄÖÜß]+$/;

/** scheme://host, then the rest: only the host may keep umlauts. */
const LINK_PARTS = /^((?:[a-z][a-z\d+.-]*:)?\/\/)?([^/?#]*)(.*)$/is;

function isUriReference(value: string): boolean {
  const rest = LINK_PARTS.exec(value)?.[3] ?? '';
  if (/[äöüÄÖÜß]/.test(rest)) return false;
  if (!URI_REFERENCE.test(value) || /%(?![\da-f]{2})/i.test(value)) return false;
  try {
    new URL(value, 'https://base.invalid/');
    return true;
  } catch {
    return false;
  }
}

/** yyyy-MM-dd of today (UTC; a day's leeway either way does not matter for a birth date). */
function todayIso(): string {
  return new Date(Date.now()).toISOString().slice(0, 10);
}

export function toManagerProfile(manager: DbManager): ManagerProfile {
  return {
    personalDetails: personalDetailsOf(manager),
    notificationSettings: notificationSettingsOf(manager),
    // The same numbers as the CV's (resume/rules.ts): the dashboard's resume card shows them.
    lastModified: manager.lastModified,
    completionPercent: completionPercent(manager),
    // The dashboard's reconfirm-availability item reads it here too (contract/account.ts).
    ...(manager.cv.availabilityUpdatedAt ? { availabilityUpdatedAt: manager.cv.availabilityUpdatedAt } : {}),
  };
}

// ---------------------------------------------------------------- PUT /manager/personal-info

function readKeyedStrings<Key extends string>(
  value: unknown,
  keys: readonly Key[],
  errors: FieldErrors,
  field: string,
  check: (entry: string) => boolean,
  maxLength: number,
): Partial<Record<Key, string>> {
  const result: Partial<Record<Key, string>> = {};
  if (value === undefined || value === null) return result;
  if (!isRecord(value)) {
    errors.check(false, field, 'object');
    return result;
  }
  for (const [key, raw] of Object.entries(value)) {
    const entryField = `${field}.${key}`;
    errors.check((keys as readonly string[]).includes(key), entryField, 'unknown');
    if (raw === undefined || raw === null) continue;
    const entry = typeof raw === 'string' ? raw.trim() : '';
    errors.check(typeof raw === 'string', entryField, 'string');
    if (!entry) continue;
    errors.check(check(entry), entryField, 'format');
    errors.maxLength(entry, maxLength, entryField);
    if ((keys as readonly string[]).includes(key)) result[key as Key] = entry;
  }
  return result;
}

function readEmails(value: unknown, errors: FieldErrors): PersonalDetails['emails'] {
  const rows = Array.isArray(value) ? value : [];
  errors.check(rows.length > 0, 'email', 'required');
  const emails = rows.map((row: unknown, index) => {
    const body: Body = isRecord(row) ? row : {};
    const email = text(body, 'email').toLowerCase();
    errors.required(email, `email[${index}].email`);
    errors.check(isEmail(email), `email[${index}].email`, 'email');
    errors.maxLength(email, LIMITS.email.maxLength, `email[${index}].email`);
    return {
      value: email,
      type: body.isOffice === true ? EMAIL_TYPE.OFFICE : EMAIL_TYPE.PRIVATE,
      primary: body.isPrimary === true,
    };
  });
  // The first e-mail is the primary one.
  const primaryIndex = Math.max(
    0,
    emails.findIndex((each) => each.primary),
  );
  const ordered = [
    ...emails.slice(primaryIndex, primaryIndex + 1),
    ...emails.filter((_, index) => index !== primaryIndex),
  ];
  return ordered.map(({ value: email, type }) => ({ value: email, type }));
}

export function readPersonalInfo(
  body: Body,
): Omit<
  PersonalDetails,
  'manager_id' | 'photo' | 'initialInputCv' | 'networkStatus' | 'readonly' | 'version' | 'savedAt'
> {
  const errors = new FieldErrors();
  const details = {
    salutation: text(body, 'salutation'),
    title: text(body, 'title'),
    firstName: text(body, 'firstName'),
    lastName: text(body, 'lastName'),
    birthDate: text(body, 'birthDate'),
    nationality: readNationality(body.nationality, errors),
    primaryAddress: readAddress(body.primaryAddress, errors, 'primaryAddress'),
    emails: readEmails(body.email, errors),
    phones: readKeyedStrings(body.phones, PHONE_TYPES, errors, 'phones', isPhone, LIMITS.phone.maxLength),
    socialNetworks: readKeyedStrings(
      body.socialNetworks,
      SOCIAL_NETWORK_TYPES,
      errors,
      'socialNetworks',
      isUriReference,
      LIMITS.socialNetwork.maxLength,
    ),
    skypeId: text(body, 'skypeId'),
    ownCompany: text(body, 'ownCompany'),
    profileVideo: text(body, 'profileVideo'),
    website: text(body, 'website'),
  };
  const language = Number(body.communicationLanguage);
  errors.required(details.salutation, 'salutation');
  errors.check(details.salutation === '' || SALUTATIONS.includes(details.salutation), 'salutation', 'oneOf');
  errors.check(TITLES.includes(details.title), 'title', 'oneOf');
  errors.required(details.firstName, 'firstName');
  errors.required(details.lastName, 'lastName');
  errors.maxLength(details.firstName, LIMITS.firstName.maxLength, 'firstName');
  errors.maxLength(details.lastName, LIMITS.lastName.maxLength, 'lastName');
  errors.check(details.birthDate === '' || isIsoDate(details.birthDate), 'birthDate', 'date');
  // ISO dates compare as strings: a birth date lies in the past (the form's rule too).
  errors.check(details.birthDate === '' || details.birthDate <= todayIso(), 'birthDate', 'maxDate');
  errors.check(details.profileVideo === '' || isUriReference(details.profileVideo), 'profileVideo', 'uri');
  errors.check(details.website === '' || isUriReference(details.website), 'website', 'uri');
  errors.maxLength(details.skypeId, LIMITS.skypeId.maxLength, 'skypeId');
  errors.maxLength(details.ownCompany, LIMITS.ownCompany.maxLength, 'ownCompany');
  errors.maxLength(details.profileVideo, LIMITS.profileVideo.maxLength, 'profileVideo');
  errors.maxLength(details.website, LIMITS.website.maxLength, 'website');
  errors.check(LANGUAGE_CODES.includes(language), 'communicationLanguage', 'oneOf');
  errors.throwIfAny();
  return { ...details, communicationLanguage: language as LanguageCode };
}

// ---------------------------------------------------------------- shared with the registration

export function readAddress(value: unknown, errors: FieldErrors, field: string): Address {
  const body: Body = isRecord(value) ? value : {};
  const address: Address = {
    street: text(body, 'street'),
    postalCode: text(body, 'postalCode'),
    city: text(body, 'city'),
    country: text(body, 'country'),
  };
  const state = text(body, 'state');
  if (state) address.state = state;
  for (const key of ['street', 'postalCode', 'city', 'country'] as const) {
    errors.required(address[key], `${field}.${key}`);
  }
  errors.maxLength(address.street, LIMITS.street.maxLength, `${field}.street`);
  errors.maxLength(address.postalCode, LIMITS.postalCode.maxLength, `${field}.postalCode`);
  errors.maxLength(address.city, LIMITS.city.maxLength, `${field}.city`);
  errors.maxLength(state, LIMITS.state.maxLength, `${field}.state`);
  return address;
}

export function readNationality(value: unknown, errors: FieldErrors): string[] {
  const list = Array.isArray(value) ? value : [];
  errors.check(Array.isArray(value) && list.every((each) => typeof each === 'string'), 'nationality', 'list');
  return list
    .filter((each): each is string => typeof each === 'string' && each.trim() !== '')
    .map((each) => each.trim());
}

// ---------------------------------------------------------------- photo

/** First bytes of the accepted photo types: a renamed file is refused like a wrong type. */
const PHOTO_MAGIC: Record<string, number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47],
};

export function isPhotoType(contentType: string): boolean {
  return contentType in PHOTO_MAGIC;
}

function startsWithMagic(bytes: Uint8Array, type: string): boolean {
  const magic = PHOTO_MAGIC[type] ?? [];
  return magic.length > 0 && magic.every((byte, index) => bytes[index] === byte);
}

/** A JPEG or PNG by type and first bytes, at most MAX_UPLOAD_BYTES; anything else is 400 file_type_and_size. */
export async function readPhotoUpload(file: File): Promise<Uint8Array> {
  const bytes =
    isPhotoType(file.type) && file.size <= MAX_UPLOAD_BYTES ? new Uint8Array(await file.arrayBuffer()) : null;
  if (!bytes || !startsWithMagic(bytes, file.type)) {
    throw new ApiError(
      400,
      ERROR_CODE.FILE_TYPE_AND_SIZE,
      `The photo must be a JPEG or PNG image of at most ${MAX_UPLOAD_BYTES} bytes`,
    );
  }
  return bytes;
}

// ---------------------------------------------------------------- PUT /manager/notification-settings

const CONTACT_TYPE_CODES: readonly string[] = Object.values(CONTACT_TYPE);

/** Each of the three channels must be a code of the `preferredContactTypes` list. */
export function readNotificationSettings(body: Body): NotificationSettingsRequest {
  const errors = new FieldErrors();
  const settings = {} as NotificationSettingsRequest;
  for (const channel of NOTIFICATION_CHANNELS) {
    const value = text(body, channel);
    errors.required(value, channel);
    errors.check(value === '' || CONTACT_TYPE_CODES.includes(value), channel, 'oneOf');
    settings[channel] = value;
  }
  errors.throwIfAny();
  return settings;
}
