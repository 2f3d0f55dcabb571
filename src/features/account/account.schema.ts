import * as yup from 'yup';

import {
  EMAIL_PATTERN,
  EMAIL_TYPE,
  isPhone,
  type EmailType,
  type Person,
  type PersonalDetails,
  type PersonalInfoRequest,
  type PhoneType,
  type SocialNetworkType,
} from '@/contract/account';
import { LANGUAGE_CODE } from '@/contract/common';
import { rule } from '@/lib/validation';
import { isUriReference, stripUmlauts } from '@/lib/webLinks';

/** The account form. Lists are rows, so the inputs are named by their formik paths. */
export interface AccountFormValues extends Person {
  primaryAddress: { street: string; postalCode: string; city: string; country: string; state: string };
  /** The first row is the primary e-mail; '' while a type the portal does not know is to be chosen again. */
  emails: { email: string; type: EmailType | '' }[];
  phones: { phoneType: PhoneType | ''; number: string }[];
  socialNetworks: { network: SocialNetworkType | ''; url: string }[];
  skypeId: string;
  ownCompany: string;
  profileVideo: string;
  website: string;
  /** '100' or '200' (a select's value is a string). */
  communicationLanguage: string;
}

/** The manager fields with a server length (`GET /manager/fields-meta`); constant, so the limits are computed once. */
export const ACCOUNT_LIMITED_FIELDS = [
  'firstName',
  'lastName',
  'street',
  'postalCode',
  'city',
  'state',
  'email',
  'phone',
  'socialNetwork',
  'skypeId',
  'ownCompany',
  'profileVideo',
  'website',
] as const;

/** Field lengths of `GET /manager/fields-meta` (entity `manager`); undefined: no limit known. */
export type LimitOf = (field: string) => number | undefined;

function text(max: number | undefined) {
  const base = yup.string().trim().default('');
  return max === undefined ? base : base.max(max, rule('max', { max }));
}

function link(max: number | undefined) {
  // The value is shown stripped after a blur; Enter submits without a blur, so strip here too.
  return text(max).test('uri', rule('uri'), (value) => !value || isUriReference(stripUmlauts(value)));
}

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** The account rules, with the lengths of the fields metadata and today as the latest birth date. */
export function accountSchema(limitOf: LimitOf, today: string) {
  return yup.object({
    salutation: yup.string().required(rule('required')),
    title: yup.string().default(''),
    firstName: text(limitOf('firstName')).required(rule('required')),
    lastName: text(limitOf('lastName')).required(rule('required')),
    birthDate: yup
      .string()
      .default('')
      .test('maxDate', rule('maxDate'), (value) => !value || value <= today),
    nationality: yup.array(yup.string().required()).default([]),
    primaryAddress: yup.object({
      street: text(limitOf('street')).required(rule('required')),
      postalCode: text(limitOf('postalCode')).required(rule('required')),
      city: text(limitOf('city')).required(rule('required')),
      country: yup.string().required(rule('required')),
      state: text(limitOf('state')),
    }),
    emails: yup
      .array(
        yup.object({
          email: text(limitOf('email')).required(rule('required')).matches(EMAIL_PATTERN, rule('email')),
          type: yup
            .string()
            .oneOf(['', ...Object.values(EMAIL_TYPE)])
            .required(rule('required')),
        }),
      )
      .min(1, rule('required')),
    // A row needs both parts once either is given; a row left wholly empty is dropped.
    phones: yup.array(
      yup.object({
        phoneType: yup.string().test('required', rule('required'), function (value) {
          return filled(value) || !filled(this.parent.number);
        }),
        number: text(limitOf('phone'))
          .test('required', rule('required'), function (value) {
            return filled(value) || !filled(this.parent.phoneType);
          })
          .test('phone', rule('phone'), (value) => !value || isPhone(value)),
      }),
    ),
    socialNetworks: yup.array(
      yup.object({
        network: yup.string().test('required', rule('required'), function (value) {
          return filled(value) || !filled(this.parent.url);
        }),
        url: link(limitOf('socialNetwork')).test('required', rule('required'), function (value) {
          return filled(value) || !filled(this.parent.network);
        }),
      }),
    ),
    skypeId: text(limitOf('skypeId')),
    ownCompany: text(limitOf('ownCompany')),
    profileVideo: link(limitOf('profileVideo')),
    website: link(limitOf('website')),
    communicationLanguage: yup
      .string()
      .oneOf([String(LANGUAGE_CODE.DE), String(LANGUAGE_CODE.EN)])
      .required(rule('required')),
  });
}

const isEmailType = (type: string): type is EmailType => (Object.values(EMAIL_TYPE) as string[]).includes(type);

/** The saved details as form values. */
export function toFormValues(details: PersonalDetails): AccountFormValues {
  const address = details.primaryAddress;
  return {
    salutation: details.salutation,
    title: details.title,
    firstName: details.firstName,
    lastName: details.lastName,
    birthDate: details.birthDate,
    nationality: [...details.nationality],
    primaryAddress: {
      street: address.street,
      postalCode: address.postalCode,
      city: address.city,
      country: address.country,
      state: address.state ?? '',
    },
    emails:
      details.emails.length > 0
        ? details.emails.map(({ value, type }) => ({ email: value, type: isEmailType(type) ? type : '' }))
        : [{ email: '', type: EMAIL_TYPE.OFFICE }],
    phones: Object.entries(details.phones).map(([phoneType, number]) => ({
      phoneType: phoneType as PhoneType,
      number: number ?? '',
    })),
    socialNetworks: Object.entries(details.socialNetworks).map(([network, url]) => ({
      network: network as SocialNetworkType,
      url: url ?? '',
    })),
    skypeId: details.skypeId,
    ownCompany: details.ownCompany,
    profileVideo: details.profileVideo,
    website: details.website,
    communicationLanguage: String(details.communicationLanguage),
  };
}

/** The account save payload: every text trimmed, links stripped of umlauts, empty rows left out. */
export function toPersonalInfoRequest(values: AccountFormValues): PersonalInfoRequest {
  const trim = (value: string) => value.trim();
  const address = values.primaryAddress;
  const phones: PersonalInfoRequest['phones'] = {};
  for (const { phoneType, number } of values.phones) {
    if (phoneType && trim(number)) phones[phoneType] = trim(number);
  }
  const socialNetworks: PersonalInfoRequest['socialNetworks'] = {};
  for (const { network, url } of values.socialNetworks) {
    if (network && trim(url)) socialNetworks[network] = stripUmlauts(url);
  }
  return {
    salutation: values.salutation,
    title: values.title,
    firstName: trim(values.firstName),
    lastName: trim(values.lastName),
    birthDate: values.birthDate,
    nationality: [...values.nationality],
    primaryAddress: {
      street: trim(address.street),
      postalCode: trim(address.postalCode),
      city: trim(address.city),
      country: address.country,
      ...(trim(address.state) ? { state: trim(address.state) } : {}),
    },
    communicationLanguage:
      Number(values.communicationLanguage) === LANGUAGE_CODE.EN ? LANGUAGE_CODE.EN : LANGUAGE_CODE.DE,
    email: values.emails.map(({ email, type }, index) => ({
      email: trim(email),
      isOffice: type === EMAIL_TYPE.OFFICE,
      isPrimary: index === 0,
      isPrivate: type === EMAIL_TYPE.PRIVATE,
    })),
    phones,
    socialNetworks,
    skypeId: trim(values.skypeId),
    ownCompany: trim(values.ownCompany),
    profileVideo: values.profileVideo.trim() ? stripUmlauts(values.profileVideo) : '',
    website: values.website.trim() ? stripUmlauts(values.website) : '',
  };
}
