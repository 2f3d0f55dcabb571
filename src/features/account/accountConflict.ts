import type { TFunction } from 'i18next';

import type { ConflictDifference } from '@/components/dialog/SaveConflict';
import { EMAIL_TYPE, PHONE_TYPES, SOCIAL_NETWORK_TYPES, type PersonalInfoRequest } from '@/contract/account';
import { LANGUAGE_CODE, type Lang } from '@/contract/common';
import type { LabelOf } from '@/core/meta/useLabelOf';
import { formatDay } from '@/lib/dateFormat';

type AccountT = TFunction<'account'>;

/** The label lists the account's codes are named by, and the UI language of dates. */
export interface AccountWords {
  salutation: LabelOf;
  title: LabelOf;
  nationality: LabelOf;
  country: LabelOf;
  lang: Lang;
}

const joined = (parts: string[]) => parts.filter(Boolean).join(', ');

function addressInWords(words: AccountWords, { primaryAddress: address }: PersonalInfoRequest): string {
  return joined([
    address.street,
    [address.postalCode, address.city].filter(Boolean).join(' '),
    address.state ?? '',
    words.country(address.country),
  ]);
}

function emailsInWords(t: AccountT, details: PersonalInfoRequest): string {
  return joined(
    details.email.map(({ email, isOffice }) => {
      const type = isOffice ? EMAIL_TYPE.OFFICE : EMAIL_TYPE.PRIVATE;
      return `${email} (${t(`emails.types.${type}`, { ns: 'account' })})`;
    }),
  );
}

/** By the fixed order of the kinds, so that rows only moved in the form do not count as a difference. */
function phonesInWords(t: AccountT, details: PersonalInfoRequest): string {
  return joined(
    PHONE_TYPES.map((kind) =>
      details.phones[kind] ? `${t(`phones.types.${kind}`, { ns: 'account' })}: ${details.phones[kind]}` : '',
    ),
  );
}

function networksInWords(t: AccountT, details: PersonalInfoRequest): string {
  return joined(
    SOCIAL_NETWORK_TYPES.map((kind) =>
      details.socialNetworks[kind]
        ? `${t(`social.types.${kind}`, { ns: 'account' })}: ${details.socialNetworks[kind]}`
        : '',
    ),
  );
}

const languageInWords = (t: AccountT, code: number) =>
  t(code === LANGUAGE_CODE.EN ? 'language.en' : 'language.de', { ns: 'common' });

/**
 * The fields on which two versions of the personal details differ, each in words, in the form's
 * order; both as the form would send them (toPersonalInfoRequest), so that only what a person would
 * see as different shows.
 */
export function accountDifferences(
  t: AccountT,
  words: AccountWords,
  mine: PersonalInfoRequest,
  theirs: PersonalInfoRequest,
): ConflictDifference[] {
  const row = (field: string, inWords: (details: PersonalInfoRequest) => string): ConflictDifference => ({
    field,
    mine: inWords(mine),
    theirs: inWords(theirs),
  });
  const rows = [
    row(t('fields.salutation', { ns: 'account' }), (details) => words.salutation(details.salutation)),
    row(t('fields.title', { ns: 'account' }), (details) =>
      details.title ? words.title(details.title) : t('fields.noTitle', { ns: 'account' }),
    ),
    row(t('fields.firstName', { ns: 'account' }), (details) => details.firstName),
    row(t('fields.lastName', { ns: 'account' }), (details) => details.lastName),
    row(t('fields.birthDate', { ns: 'account' }), (details) =>
      details.birthDate ? formatDay(details.birthDate, words.lang) : '',
    ),
    row(t('fields.nationality', { ns: 'account' }), (details) => joined(details.nationality.map(words.nationality))),
    row(t('sections.address', { ns: 'account' }), (details) => addressInWords(words, details)),
    row(t('emails.heading', { ns: 'account' }), (details) => emailsInWords(t, details)),
    row(t('phones.heading', { ns: 'account' }), (details) => phonesInWords(t, details)),
    row(t('social.heading', { ns: 'account' }), (details) => networksInWords(t, details)),
    row(t('fields.skypeId', { ns: 'account' }), (details) => details.skypeId),
    row(t('fields.ownCompany', { ns: 'account' }), (details) => details.ownCompany),
    row(t('fields.profileVideo', { ns: 'account' }), (details) => details.profileVideo),
    row(t('fields.website', { ns: 'account' }), (details) => details.website),
    row(t('fields.communicationLanguage', { ns: 'account' }), (details) =>
      languageInWords(t, details.communicationLanguage),
    ),
  ];
  return rows.filter((each) => each.mine !== each.theirs);
}
