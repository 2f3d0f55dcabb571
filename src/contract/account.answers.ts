/**
 * The account domain's answers as the app reads them (src/contract/schema.ts;
 * docs/decisions/033-answers-at-the-door.md): each schema checks an answer at the door and gives
 * its type. Apart from the paths and rules (account.ts), so that the first script, which builds
 * paths, carries no schema.
 */
import * as v from 'valibot';

import { PHONE_TYPES, SOCIAL_NETWORK_TYPES } from './contacts';
import { apiDateOrNone, dateTimeOrNone, id, list, optionalDateTime, optionalText, text } from './schema';

/**
 * Texts by a fixed set of keys (phones by type, profile links by network): a key whose text is
 * null or missing is absent, a key the portal does not know is dropped; null for all reads as none.
 */
function textsByKey<TKey extends string>(keys: readonly TKey[]) {
  const isKey = (key: string): key is TKey => (keys as readonly string[]).includes(key);
  // A record, not an object, so that the texts keep the server's order: the form lists them in it.
  return v.nullish(
    v.pipe(
      v.record(v.string(), v.nullish(v.string())),
      v.transform(
        (texts) =>
          Object.fromEntries(
            Object.entries(texts).filter(([key, value]) => isKey(key) && typeof value === 'string'),
          ) as Partial<Record<TKey, string>>,
      ),
    ),
    {},
  );
}

export const addressSchema = v.object({
  street: text,
  postalCode: text,
  city: text,
  country: text,
  state: optionalText,
});
export type Address = v.InferOutput<typeof addressSchema>;

/** The manager's e-mails, the first the primary one. */
export const emailSchema = v.object({
  value: text,
  /** EMAIL_TYPE (`officeEmail`, `privateEmail`); a type the portal does not know is kept. */
  type: text,
});

export const personalDetailsSchema = v.object({
  /** The manager's id. */
  manager_id: id,
  salutation: text,
  title: text,
  firstName: text,
  lastName: text,
  /** yyyy-MM-dd, or '' when not given. */
  birthDate: apiDateOrNone,
  /** Country codes. */
  nationality: list(v.string()),
  /** By PHONE_TYPES; a type that is not there has no number. */
  phones: textsByKey(PHONE_TYPES),
  /** By SOCIAL_NETWORK_TYPES. */
  socialNetworks: textsByKey(SOCIAL_NETWORK_TYPES),
  skypeId: text,
  ownCompany: text,
  profileVideo: text,
  website: text,
  /**
   * Path of the photo below the API base, fetched with the bearer header
   * (docs/decisions/012-files-with-bearer.md); '' when none.
   */
  photo: text,
  /** Null reads as an address with nothing in it. */
  primaryAddress: v.nullish(addressSchema, {}),
  emails: list(emailSchema),
  /** LANGUAGE_CODE: 100 = German, 200 = English; another code is kept (the portal reads it as English). */
  communicationLanguage: v.number(),
  /** 100 while the first CV input is not yet submitted (INITIAL_INPUT_CV). */
  initialInputCv: v.number(),
  networkStatus: v.number(),
  /** Hides the account edit icon; null or missing reads as false. */
  readonly: v.nullish(v.boolean(), false),
  /**
   * (designed) The version of the details the account form writes, and when they were last saved
   * (docs/decisions/035-save-versions.md); each when the server says.
   */
  version: optionalText,
  savedAt: optionalDateTime,
});
export type PersonalDetails = v.InferOutput<typeof personalDetailsSchema>;

/**
 * The notification preferences: each is a code of the `preferredContactTypes` list ('' when not
 * given; a code the portal does not know is kept). `PUT /manager/notification-settings` (designed)
 * answers with the saved settings.
 */
export const notificationSettingsSchema = v.object({
  opportunityUpdates: text,
  cvUpdates: text,
  appointmentUpdates: text,
  /** (designed) The settings' version and the time of their last save (docs/decisions/035-save-versions.md). */
  version: optionalText,
  savedAt: optionalDateTime,
});
export type NotificationSettings = v.InferOutput<typeof notificationSettingsSchema>;

/** Null or missing settings read as none chosen. */
export const notificationSettingsOrNone = v.nullish(notificationSettingsSchema, {});

/** `GET /manager`: the profile (the CV parts come with the CV). */
export const managerProfileSchema = v.object({
  personalDetails: personalDetailsSchema,
  /** The resume carries the notification settings. */
  notificationSettings: notificationSettingsOrNone,
  /** ISO date-time of the last change, '' when never. */
  lastModified: dateTimeOrNone,
  completionPercent: v.number(),
  /** (designed) ISO date-time of the last availability update (`Resume.availabilityUpdatedAt`); absent when never saved. */
  availabilityUpdatedAt: optionalDateTime,
});
export type ManagerProfile = v.InferOutput<typeof managerProfileSchema>;

/** (designed) `POST /manager/photo` answers with the new photo path. */
export const photoResponseSchema = v.object({
  photo: v.pipe(v.string(), v.nonEmpty()),
});
export type PhotoResponse = v.InferOutput<typeof photoResponseSchema>;
