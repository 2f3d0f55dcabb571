import { screen } from '@testing-library/react';

import { fill } from '../../helpers';
import { cancelButton, DRAFT_FOUND, openDialog, textbox } from './dialogHelpers';

/**
 * A stored draft fills an edit dialog only when it has the form's shape (docs/decisions/039-drafts-change-hands.md):
 * one left by an older version of the app, or written by anything else into the tab's storage, is not offered.
 */

const TITLE = 'Availability and rates';
const rateTo = () => textbox(/^Daily rate to/);

/** Leaves a draft of the availability dialog, as a cancelled edit does, and gives its storage key. */
async function leaveDraft(): Promise<string> {
  const first = await openDialog('availability', TITLE);
  await fill(first.user, rateTo(), '2222');
  await first.user.click(cancelButton());
  await screen.findByRole('dialog', { name: 'Discard your changes?' });
  first.unmount();
  const key = Object.keys(window.sessionStorage).find((each) => each.startsWith('portal.draft.'));
  if (!key) throw new Error('no draft was kept');
  return key;
}

describe('a stored draft of an edit dialog', () => {
  it('is offered when it has the form’s shape, with only the form’s fields', async () => {
    const key = await leaveDraft();
    const stored = JSON.parse(window.sessionStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    window.sessionStorage.setItem(key, JSON.stringify({ ...stored, injected: { html: '<img src=x>' } }));
    const { user } = await openDialog('availability', TITLE);
    expect(screen.getByText(DRAFT_FOUND)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore changes' }));
    expect(rateTo()).toHaveValue('2222');
  });

  it.each([
    ['a list where the form has a text', (draft: Record<string, unknown>) => ({ ...draft, mobility: ['x'] })],
    [
      'a text where the form has a list',
      (draft: Record<string, unknown>) => ({ ...draft, operationalReadiness: 'everywhere' }),
    ],
    ['a field missing', ({ operationalReadiness: _gone, ...draft }: Record<string, unknown>) => draft],
    ['no object at all', () => 'a draft'],
  ])('is not offered with %s', async (_name, spoil) => {
    const key = await leaveDraft();
    const stored = JSON.parse(window.sessionStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    window.sessionStorage.setItem(key, JSON.stringify(spoil(stored)));
    await openDialog('availability', TITLE);
    expect(rateTo()).toHaveValue('1800');
    expect(screen.queryByText(DRAFT_FOUND)).not.toBeInTheDocument();
  });
});
