import { createSelector } from '@reduxjs/toolkit';

import type { PersonalDetails } from '@/contract/account';
import type { Lang } from '@/contract/common';

import { labelOf, selectLabelList } from '../meta/meta.selectors';
import type { metaSlice } from '../meta/meta.slice';
import type { ProfileState } from './profile.slice';

export type ProfileRoot = { profile: ProfileState; meta: ReturnType<typeof metaSlice.reducer> };

export const selectProfile = (state: ProfileRoot) => state.profile;
export const selectPersonalDetails = (state: ProfileRoot): PersonalDetails | null =>
  state.profile.data?.personalDetails ?? null;

/**
 * The full name as a person is addressed in the language of its labels: salutation, title, first and last name in
 * German ("Frau Dr. Katharina Berger"); in English a title stands instead of the salutation ("Dr. Katharina
 * Berger", never "Ms Dr.").
 */
export function buildFullName(
  parts: { salutation?: string; title?: string; firstName?: string; lastName?: string },
  lang: Lang,
): string {
  const title = parts.title?.trim();
  const salutation = lang === 'en' && title ? '' : parts.salutation;
  return [salutation, title, parts.firstName, parts.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** The full name in the language the labels are shown in (the portal's). */
export const selectFullName = createSelector(
  [
    selectPersonalDetails,
    (state: ProfileRoot) => selectLabelList(state, 'salutations'),
    (state: ProfileRoot) => selectLabelList(state, 'titles'),
    (_state: ProfileRoot, lang: Lang) => lang,
  ],
  (details, salutations, titles, lang) =>
    details
      ? buildFullName(
          {
            salutation: labelOf(salutations, details.salutation),
            title: labelOf(titles, details.title),
            firstName: details.firstName,
            lastName: details.lastName,
          },
          lang,
        )
      : '',
);

/** The short form for the avatar: initials of first and last name. */
export const selectInitials = createSelector([selectPersonalDetails], (details) =>
  details ? `${details.firstName.trim().charAt(0)}${details.lastName.trim().charAt(0)}`.toUpperCase() : '',
);
