import { screen, waitFor, within } from '@testing-library/react';

import type { Education } from '@/contract/resume';
import { itemsSaved, sectionSaved, snapshotOf } from '@mocks/resume/versions';

import { recordRequests } from '../../../test-utils';
import { sent } from '../../helpers';
import { berger, expectClosed, openDialog, saveButton, SLOW, textbox } from './dialogHelpers';

/**
 * Two windows on one CV (docs/decisions/035-save-versions.md): what another window or device saved
 * meanwhile is never replaced unasked. The other window is played by the mock's store, changed after
 * this one opened the dialog.
 */

const SUMMARY = 'Executive summary';
const EDIT_EDUCATION = 'Edit education';
const PHD = 'edu_berger_phd';

/** Another window saves the executive summary's German text, as the server would store it. */
function summarySavedElsewhere(text: string) {
  const { cv } = berger();
  cv.executiveSummary = { ...cv.executiveSummary, de: `<p>${text}</p>` };
  sectionSaved(cv, 'executiveSummary');
}

/** Another window changes (or, without changes, deletes) the doctorate, as the server would store it. */
function doctorateSavedElsewhere(changes: Partial<Education> | null) {
  const { cv } = berger();
  const before = snapshotOf(cv.education);
  cv.education = cv.education.flatMap((each) => (each.id !== PHD ? [each] : changes ? [{ ...each, ...changes }] : []));
  itemsSaved(cv.education, before, PHD);
}

async function editor(scope: HTMLElement) {
  return waitFor(() => {
    const box = within(scope).getByRole('textbox', { name: /^Executive summary \(German\)/ });
    expect(box).toHaveAttribute('contenteditable', 'true');
    return box;
  });
}

async function openSummary(typed: string) {
  const app = await openDialog('executive-summary', SUMMARY);
  const box = await editor(app.dialog);
  await app.user.click(box);
  await app.user.keyboard('{Control>}a{/Control}');
  await app.user.keyboard(typed);
  await waitFor(() => expect(box).toHaveTextContent(typed));
  return app;
}

/** The conflict's choice in the dialog. */
async function conflictIn(dialog: HTMLElement, title = 'Saved meanwhile elsewhere'): Promise<HTMLElement> {
  const heading = await within(dialog).findByRole('heading', { name: title });
  return heading.closest('[role="alert"]') as HTMLElement;
}

const germanSummary = () => berger().cv.executiveSummary.de;

describe('a CV section saved meanwhile in another window', { timeout: SLOW }, () => {
  it('shows both texts; "keep mine" saves over the new version', async () => {
    const requests = recordRequests();
    const app = await openSummary('Von A');
    summarySavedElsewhere('Von B');
    await app.user.click(saveButton());

    const conflict = await conflictIn(app.dialog);
    expect(conflict).toHaveTextContent(/another window or on another device \(\d\d:\d\d\)/);
    expect(
      within(conflict)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Executive summary']);
    expect(within(conflict).getByText('Yours: Von A')).toBeInTheDocument();
    expect(within(conflict).getByText('Saved: Von B')).toBeInTheDocument();
    // Nothing is lost while the choice is open.
    expect(await editor(app.dialog)).toHaveTextContent('Von A');
    expect(germanSummary()).toBe('<p>Von B</p>');

    await app.user.click(within(conflict).getByRole('button', { name: 'Keep mine' }));
    await expectClosed(app.router, SUMMARY);
    expect(germanSummary()).toBe('<p>Von A</p>');
    // The first save named the version the dialog opened on, the second the one saved meanwhile.
    const puts = sent(requests, 'PUT', '/manager/executive-summary');
    expect(puts.map((request) => request.ifMatch)).toEqual(['"1"', '"2"']);
  });

  it('"take the saved version" puts it in the editor, and a save then keeps it', async () => {
    const app = await openSummary('Von A');
    summarySavedElsewhere('Von B');
    await app.user.click(saveButton());
    const conflict = await conflictIn(app.dialog);
    await app.user.click(within(conflict).getByRole('button', { name: 'Take the saved version' }));

    await waitFor(() => expect(within(app.dialog).queryByRole('heading', { name: /meanwhile/ })).toBeNull());
    expect(await editor(app.dialog)).toHaveTextContent(/^Von B$/);
    await app.user.click(saveButton());
    await expectClosed(app.router, SUMMARY);
    expect(germanSummary()).toBe('<p>Von B</p>');
  });

  it('"keep both" puts both texts in the editor to merge, and a save sends the merged text', async () => {
    const app = await openSummary('Von A');
    summarySavedElsewhere('Von B');
    await app.user.click(saveButton());
    const conflict = await conflictIn(app.dialog);
    await app.user.click(within(conflict).getByRole('button', { name: 'Keep both to merge' }));

    const box = await editor(app.dialog);
    await waitFor(() => expect(box).toHaveTextContent(/^Von A.*Saved meanwhile elsewhere.*Von B$/));
    await app.user.click(saveButton());
    await expectClosed(app.router, SUMMARY);
    expect(germanSummary()).toMatch(/^<p>Von A<\/p><p>Saved meanwhile elsewhere.*<\/p><p>Von B<\/p>$/);
  });
});

describe('an education entry changed or deleted meanwhile', { timeout: SLOW }, () => {
  async function openDoctorate() {
    const app = await openDialog(`education/${PHD}`, EDIT_EDUCATION);
    const institution = textbox(/^Institution \(German\)/);
    await app.user.clear(institution);
    await app.user.type(institution, 'TU Berlin');
    return app;
  }
  const doctorate = () => berger().cv.education.find((each) => each.id === PHD);

  it('names the fields that differ, in words; "keep mine" saves over the new version', async () => {
    const requests = recordRequests();
    const app = await openDoctorate();
    doctorateSavedElsewhere({ country: 'AT', institution: { de: 'Universität Wien', en: '' } });
    await app.user.click(saveButton());

    const conflict = await conflictIn(app.dialog);
    expect(
      within(conflict)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Institution', 'Country']);
    expect(within(conflict).getByText('Yours: TU Berlin')).toBeInTheDocument();
    expect(within(conflict).getByText('Saved: Universität Wien')).toBeInTheDocument();
    expect(within(conflict).getByText('Yours: Germany')).toBeInTheDocument();
    expect(within(conflict).getByText('Saved: Austria')).toBeInTheDocument();

    await app.user.click(within(conflict).getByRole('button', { name: 'Keep mine' }));
    await expectClosed(app.router, EDIT_EDUCATION);
    expect(doctorate()?.institution.de).toBe('TU Berlin');
    expect(doctorate()?.country).toBe('DE');
    expect(sent(requests, 'PUT', '/manager/education').map((request) => request.ifMatch)).toEqual(['"1"', '"2"']);
  });

  it('says plainly when the entry was deleted meanwhile, and saves it as a new one when asked', async () => {
    const requests = recordRequests();
    const app = await openDoctorate();
    doctorateSavedElsewhere(null);
    await app.user.click(saveButton());

    const conflict = await conflictIn(app.dialog, 'Deleted meanwhile elsewhere');
    expect(conflict).toHaveTextContent('This entry was deleted in another window or on another device');
    expect(textbox(/^Institution \(German\)/)).toHaveValue('TU Berlin');
    await app.user.click(within(conflict).getByRole('button', { name: 'Save as new entry' }));

    await expectClosed(app.router, EDIT_EDUCATION);
    const [post] = sent(requests, 'POST', '/manager/education');
    expect(post?.ifMatch).toBeNull();
    expect(post?.body).not.toHaveProperty('id');
    expect(berger().cv.education.some((each) => each.institution.de === 'TU Berlin' && each.id !== PHD)).toBe(true);
  });

  it('refuses a delete of an entry changed meanwhile, shows it as it is now, and deletes it when asked again', async () => {
    const requests = recordRequests();
    const app = await openDialog(`education/${PHD}`, EDIT_EDUCATION);
    doctorateSavedElsewhere({ institution: { de: 'Universität Wien', en: '' } });
    await app.user.click(screen.getByRole('button', { name: 'Delete' }));
    await app.user.click(screen.getByRole('button', { name: 'Yes, delete' }));

    const conflict = await conflictIn(app.dialog, 'Changed meanwhile elsewhere');
    expect(conflict).toHaveTextContent('This entry was changed in another window or on another device');
    expect(within(conflict).getByText('Institution: Universität Wien')).toBeInTheDocument();
    expect(doctorate()).toBeDefined();

    await app.user.click(within(conflict).getByRole('button', { name: 'Delete it anyway' }));
    await expectClosed(app.router, EDIT_EDUCATION);
    expect(doctorate()).toBeUndefined();
    expect(sent(requests, 'DELETE', `/manager/education/${PHD}`).map((request) => request.ifMatch)).toEqual([
      '"1"',
      '"2"',
    ]);
  });
});
