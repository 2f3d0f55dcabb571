/** The JSON bodies of the account's saves as valibot schemas (see session.requests.ts). */
import * as v from 'valibot';

import type { DeleteProfileRequest, NotificationSettingsRequest, PersonalInfoRequest } from './account';
import { LANGUAGE_CODE } from './common';
import type { Expect, SchemaFits } from './sameType';

/** A language code: 100 German, 200 English. */
export const languageCodeSchema = v.picklist(Object.values(LANGUAGE_CODE));

export const addressRequestSchema = v.object({
  street: v.string(),
  postalCode: v.string(),
  city: v.string(),
  country: v.string(),
  state: v.optional(v.string()),
});

/** Who the manager is (account and registration alike); `birthDate` yyyy-MM-dd or ''. */
export const personEntries = {
  salutation: v.string(),
  title: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  birthDate: v.string(),
  nationality: v.array(v.string()),
};

/** `PUT /manager/personal-info`. */
export const personalInfoRequestSchema = v.object({
  ...personEntries,
  phones: v.partial(
    v.object({ mobilePhone1: v.string(), mobilePhone2: v.string(), homePhone: v.string(), workPhone: v.string() }),
  ),
  socialNetworks: v.partial(v.object({ linkedin: v.string(), xing: v.string() })),
  skypeId: v.string(),
  ownCompany: v.string(),
  profileVideo: v.string(),
  website: v.string(),
  primaryAddress: addressRequestSchema,
  communicationLanguage: languageCodeSchema,
  email: v.array(
    v.object({ email: v.string(), isOffice: v.boolean(), isPrimary: v.boolean(), isPrivate: v.boolean() }),
  ),
});

/** `PUT /manager/delete-profile`. */
export const deleteProfileRequestSchema = v.object({ remarks: v.string() });

/** `PUT /manager/notification-settings`: each a code of the `preferredContactTypes` list. */
export const notificationSettingsRequestSchema = v.object({
  opportunityUpdates: v.string(),
  cvUpdates: v.string(),
  appointmentUpdates: v.string(),
});

export type AccountRequestsFit = [
  Expect<SchemaFits<typeof personalInfoRequestSchema, PersonalInfoRequest>>,
  Expect<SchemaFits<typeof deleteProfileRequestSchema, DeleteProfileRequest>>,
  Expect<SchemaFits<typeof notificationSettingsRequestSchema, NotificationSettingsRequest>>,
];
