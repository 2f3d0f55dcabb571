import { waitFor } from '@testing-library/react';

import { REGISTRATION_DRAFT } from '@/features/registration/registration.draft';
import { DEMO_USER_ID } from '@mocks/db';

import { DEMO, DEMO_PASSWORD } from '../../test-utils';
import { renderApp, signIn } from '../helpers';

/**
 * Drafts hold personal data; they stay for their own user after an idle logout or an expired session, and go
 * as soon as someone else signs in in the tab, the anonymous registration's too
 * (docs/decisions/039-drafts-change-hands.md).
 */

const key = (owner: string, form: string) => `portal.draft.${owner}.${form}`;
const OTHER = key(DEMO_USER_ID.PENDING, 'account');
const REGISTRATION = key(REGISTRATION_DRAFT.owner, REGISTRATION_DRAFT.name);
const OWN = key(DEMO_USER_ID.MANAGER, 'account');

function leaveDrafts() {
  window.sessionStorage.setItem(OTHER, JSON.stringify({ primaryAddress: { street: 'Lindenweg 4' } }));
  window.sessionStorage.setItem(REGISTRATION, JSON.stringify({ step: 3, values: { mobile: '+49 171 3920099' } }));
  window.sessionStorage.setItem(OWN, JSON.stringify({ primaryAddress: { street: 'Prinzregentenstraße 48' } }));
}

it("deletes another user's drafts and the registration's when someone signs in, and keeps the user's own", async () => {
  leaveDrafts();
  const { user, router } = await renderApp({ route: '/login' });
  // Until someone signs in, every draft stays (an idle logout must lose nothing).
  expect(window.sessionStorage.getItem(OTHER)).not.toBeNull();
  await signIn(user, DEMO.manager, DEMO_PASSWORD);
  await waitFor(() => expect(router.state.location.pathname).not.toBe('/login'));
  await waitFor(() => expect(window.sessionStorage.getItem(OTHER)).toBeNull());
  expect(window.sessionStorage.getItem(REGISTRATION)).toBeNull();
  expect(window.sessionStorage.getItem(OWN)).toContain('Prinzregentenstraße 48');
});

it('does the same whenever a session starts in the tab (a kept one restored too)', async () => {
  leaveDrafts();
  // On a screen without the account's form: that form, once it shows, discards a draft that does not fit it (the
  // partial one here), which would race with the check below.
  const { router } = await renderApp({ route: '/dashboard', signedInAs: DEMO.manager });
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  await waitFor(() => expect(window.sessionStorage.getItem(OTHER)).toBeNull());
  expect(window.sessionStorage.getItem(REGISTRATION)).toBeNull();
  expect(window.sessionStorage.getItem(OWN)).toContain('Prinzregentenstraße 48');
});
