import { createSelector } from '@reduxjs/toolkit';

import type { PersonalDetails } from '@/contract/account';

import { labelOf, selectLabelList } from '../meta/meta.selectors';
import type { metaSlice } from '../meta/meta.slice';
import type { ProfileState } from './profile.slice';

type ProfileRoot = { profile: ProfileState; meta: ReturnType<typeof metaSlice.reducer> };

export const selectProfile = (state: ProfileRoot) => state.profile;
export const selectPersonalDetails = (state: ProfileRoot): PersonalDetails | null =>
  state.profile.data?.personalDetails ?? null;

/** The full name is built from salutation, title, first name and last name. */
export function buildFullName(parts: {
  salutation?: string;
  title?: string;
  firstName?: string;
  lastName?: string;
}): string {
  return [parts.salutation, parts.title, parts.firstName, parts.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

export const selectFullName = createSelector(
  [
    selectPersonalDetails,
    (state: ProfileRoot) => selectLabelList(state, 'salutations'),
    (state: ProfileRoot) => selectLabelList(state, 'titles'),
  ],
  (details, salutations, titles) =>
    details
      ? buildFullName({
          salutation: labelOf(salutations, details.salutation),
          title: labelOf(titles, details.title),
          firstName: details.firstName,
          lastName: details.lastName,
        })
      : '',
);

/** The short form for the avatar: initials of first and last name. */
export const selectInitials = createSelector([selectPersonalDetails], (details) =>
  details ? `${details.firstName.trim().charAt(0)}${details.lastName.trim().charAt(0)}`.toUpperCase() : '',
);
