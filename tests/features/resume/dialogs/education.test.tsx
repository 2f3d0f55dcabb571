import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { server } from '@mocks/node';

import { DEMO_PASSWORD, recordRequests } from '../../../test-utils';
import { dateField, expectDate, fill, fillDate, sent, signIn, summaryLeadsTo, todayIso } from '../../helpers';
import {
  berger,
  cancelButton,
  choose,
  combobox,
  DRAFT_FOUND,
  expectClosed,
  MANAGER,
  openDialog,
  optionsOf,
  REQUIRED,
  SAVE_FAILED,
  saveButton,
  SERVER_ERROR,
  SLOW,
  textbox,
} from './dialogHelpers';

/** The education dialog `education/:id?`. */

const EDIT = 'Edit education';
const ADD = 'Add education';
const PHD = 'edu_berger_phd';

const title = () => textbox(/^Training title \(German\)/);
const institution = () => textbox(/^Institution \(German\)/);
const details = () => textbox(/^Details \(German\)/);
const dateFrom = () => dateField(/^From/);
const dateTo = () => dateField(/^To/);

describe('opening', { timeout: SLOW }, () => {
  it('opens an entry by its deep link with every saved value', async () => {
    await openDialog(`education/${PHD}`, EDIT);
    expect(title()).toHaveValue('Promotion in Betriebswirtschaftslehre (Dr. rer. pol.)');
    expect(institution()).toHaveValue('Ludwig-Maximilians-Universität München');
    expect(details()).toHaveValue('Dissertation über die wertorientierte Steuerung von Konzernen, magna cum laude');
    expectDate(await dateFrom(), '2000-10-01');
    expectDate(await dateTo(), '2004-07-31');
    await waitFor(() => expect(combobox(/^Degree/)).toHaveTextContent('Doctorate'));
    expect(combobox(/^Country/)).toHaveTextContent('Germany');
    expect(combobox(/^Certificate/)).toHaveTextContent('Degree certificate');
    expect(combobox(/^Type of school/)).toHaveTextContent('University');
    expect(combobox(/^Type of training/)).toHaveTextContent('University studies');
    expect(combobox(/^Course/)).toHaveTextContent('Full time');
    expect(screen.getByRole('checkbox', { name: 'This is my highest degree' })).toBeChecked();
    // The server's lengths (GET /manager/fields-meta, entity education).
    await waitFor(() => expect(title()).toHaveAttribute('maxlength', '255'));
    expect(details()).toHaveAttribute('maxlength', '2000');
  });

  it('shows that the other language is written and lets the user read it', async () => {
    const { user } = await openDialog(`education/${PHD}`, EDIT);
    expect(screen.getAllByText('✓ English version: written')).toHaveLength(3);
    await user.click(screen.getAllByRole('button', { name: 'Show the English version' })[0]!);
    expect(screen.getByRole('region', { name: 'English version (read only)' })).toHaveTextContent(
      'Doctorate in business administration (Dr. rer. pol.)',
    );
  });

  it('edits the English texts when the CV language is English', async () => {
    window.localStorage.setItem('portal.resumeLanguage', 'en');
    await openDialog(`education/${PHD}`, EDIT);
    expect(textbox(/^Training title \(English\)/)).toHaveValue('Doctorate in business administration (Dr. rer. pol.)');
    expect(screen.queryByRole('textbox', { name: /^Training title \(German\)/ })).not.toBeInTheDocument();
  });

  it('opens empty for a new entry, with "no certificate" offered', async () => {
    const { user } = await openDialog('education', ADD);
    expect(title()).toHaveValue('');
    expectDate(await dateFrom(), '');
    expect(screen.getByRole('checkbox', { name: 'This is my highest degree' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(await optionsOf(user, combobox(/^Certificate/))).toEqual([
      'No certificate',
      'Final certificate',
      'Degree certificate',
      'Professional certification',
      'Certificate of attendance',
    ]);
  });

  it('says clearly when the entry of the link does not exist', async () => {
    const { user, router } = await openDialog('education/edu_nope', 'Entry not found');
    expect(screen.getByText(/This entry does not exist \(any more\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await expectClosed(router, 'Entry not found');
  });
});

describe('validation', { timeout: SLOW }, () => {
  it('names every missing required field next to it; the summary at the top leads to the first and nothing is sent', async () => {
    const requests = recordRequests();
    const { user } = await openDialog('education', ADD);
    await user.click(saveButton());

    await summaryLeadsTo(user, 'Training title (German): German value is mandatory', title());
    expect(title()).toHaveAccessibleDescription('German value is mandatory');
    expect(institution()).toHaveAccessibleDescription('German value is mandatory');
    expect(details()).toHaveAccessibleDescription('German value is mandatory');
    expect(await dateFrom()).toHaveAccessibleDescription(REQUIRED);
    expect(await dateTo()).toHaveAccessibleDescription(REQUIRED);
    expect(combobox(/^Degree/)).toHaveAccessibleDescription(REQUIRED);
    expect(combobox(/^Country/)).toHaveAccessibleDescription(REQUIRED);
    // The optional fields say nothing.
    expect(combobox(/^Certificate/)).not.toHaveAccessibleDescription(REQUIRED);
    expect(combobox(/^Type of school/)).not.toHaveAccessibleDescription(REQUIRED);
    expect(sent(requests, 'POST', '/manager/education')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: ADD })).toBeInTheDocument();
  });

  it('takes the other language as enough (one of de or en)', async () => {
    const requests = recordRequests();
    const { user } = await openDialog(`education/${PHD}`, EDIT);
    await user.clear(title());
    await user.click(saveButton());
    await waitFor(() => expect(sent(requests, 'PUT', '/manager/education')).toHaveLength(1));
    expect(sent(requests, 'PUT', '/manager/education')[0]?.body).toMatchObject({
      fieldOfStudy: { de: '', en: 'Doctorate in business administration (Dr. rer. pol.)' },
    });
  });

  it('refuses a start date in the future and an end before the start', async () => {
    const { user } = await openDialog(`education/${PHD}`, EDIT);
    await fillDate(user, await dateFrom(), '2999-01-01');
    await user.click(saveButton());
    expect(await screen.findByText('The start date cannot be in the future.')).toBeInTheDocument();
    await summaryLeadsTo(user, 'From: The start date cannot be in the future.', await dateFrom());

    await fillDate(user, await dateFrom(), '2004-08-01');
    await user.click(saveButton());
    expect(await screen.findByText('The end date cannot be before the start date.')).toBeInTheDocument();
    expect(await dateTo()).toHaveAccessibleDescription('The end date cannot be before the start date.');
    await summaryLeadsTo(user, 'To: The end date cannot be before the start date.', await dateTo());
  });

  it('accepts today as the start date', async () => {
    const requests = recordRequests();
    const { user, router } = await openDialog(`education/${PHD}`, EDIT);
    await fillDate(user, await dateFrom(), todayIso());
    await fillDate(user, await dateTo(), '2999-12-31');
    await user.click(saveButton());
    await expectClosed(router, EDIT);
    expect(sent(requests, 'PUT', '/manager/education')[0]?.body).toMatchObject({
      dateFrom: todayIso(),
      dateTo: '2999-12-31',
    });
  });
});

describe('the course', { timeout: SLOW }, () => {
  it('is cleared when the type of training changes and enabled only for types with courses', async () => {
    const { user } = await openDialog(`education/${PHD}`, EDIT);
    await waitFor(() => expect(combobox(/^Course/)).toHaveTextContent('Full time'));

    await choose(user, combobox(/^Type of training/), 'Dual study programme');
    expect(combobox(/^Course/)).not.toHaveTextContent('Full time');
    expect(combobox(/^Course/)).not.toHaveAttribute('aria-disabled');
    await choose(user, combobox(/^Course/), 'Part time');

    await choose(user, combobox(/^Type of training/), 'Vocational training');
    expect(combobox(/^Course/)).toHaveAttribute('aria-disabled', 'true');
    expect(combobox(/^Course/)).not.toHaveTextContent('Part time');
    expect(screen.getByText('A course can be chosen only for some types of training.')).toBeInTheDocument();

    for (const type of [
      'University studies',
      'Dual study programme',
      'Continuing professional education',
      'Executive education',
    ]) {
      await choose(user, combobox(/^Type of training/), type);
      expect(combobox(/^Course/)).not.toHaveAttribute('aria-disabled');
    }
    for (const type of ['School education', 'Other training']) {
      await choose(user, combobox(/^Type of training/), type);
      expect(combobox(/^Course/)).toHaveAttribute('aria-disabled', 'true');
    }
  });
});

describe('saving', { timeout: SLOW }, () => {
  it('adds a new entry (POST without id), closes and shows it on the CV', async () => {
    const requests = recordRequests();
    const { user, router, store } = await openDialog('education', ADD);
    await fill(user, title(), 'Wirtschaftsinformatik (B.Sc.)');
    await fill(user, institution(), 'Wirtschaftsuniversität Wien');
    await fillDate(user, await dateFrom(), '1990-10-01');
    await fillDate(user, await dateTo(), '1994-07-31');
    await choose(user, combobox(/^Degree/), "Bachelor's degree");
    await choose(user, combobox(/^Country/), 'Austria');
    await choose(user, combobox(/^Type of training/), 'University studies');
    await choose(user, combobox(/^Course/), 'Part time');
    await fill(user, details(), '  Schwerpunkt Informationsmanagement  ');
    await user.click(saveButton());

    await expectClosed(router, ADD);
    const posts = sent(requests, 'POST', '/manager/education');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      fieldOfStudy: { de: 'Wirtschaftsinformatik (B.Sc.)', en: '' },
      details: { de: 'Schwerpunkt Informationsmanagement', en: '' },
      institution: { de: 'Wirtschaftsuniversität Wien', en: '' },
      dateFrom: '1990-10-01',
      dateTo: '1994-07-31',
      degree: '400',
      certificate: '',
      isHighestDegree: false,
      country: 'AT',
      schoolType: '',
      educationType: '200',
      course: '200',
    });
    expect(berger().cv.education).toHaveLength(4);
    const cv = Object.values(store.getState().resume?.cvs ?? {})[0]?.data;
    expect(cv?.education.map((each) => each.fieldOfStudy.de)).toContain('Wirtschaftsinformatik (B.Sc.)');
    // The oldest of four entries: the list shows three until it is opened.
    const education = await screen.findByRole('region', { name: 'Education' });
    await user.click(within(education).getByRole('button', { name: 'Show all (4): Education' }));
    expect(within(education).getByRole('heading', { name: 'Wirtschaftsinformatik (B.Sc.)' })).toBeInTheDocument();
  });

  it('saves an edit (PUT with id) and sends the other language exactly as saved', async () => {
    const requests = recordRequests();
    const { user, router } = await openDialog(`education/${PHD}`, EDIT);
    await fill(user, institution(), 'LMU München');
    await user.click(screen.getByRole('checkbox', { name: 'This is my highest degree' }));
    await choose(user, combobox(/^Certificate/), 'No certificate');
    await user.click(saveButton());

    await expectClosed(router, EDIT);
    expect(sent(requests, 'PUT', '/manager/education')[0]?.body).toEqual({
      id: PHD,
      fieldOfStudy: {
        de: 'Promotion in Betriebswirtschaftslehre (Dr. rer. pol.)',
        en: 'Doctorate in business administration (Dr. rer. pol.)',
      },
      institution: { de: 'LMU München', en: 'Ludwig Maximilian University of Munich' },
      details: {
        de: 'Dissertation über die wertorientierte Steuerung von Konzernen, magna cum laude',
        en: 'Thesis on value-based management of corporate groups, magna cum laude',
      },
      dateFrom: '2000-10-01',
      dateTo: '2004-07-31',
      degree: '100',
      certificate: '',
      isHighestDegree: false,
      country: 'DE',
      schoolType: '100',
      educationType: '200',
      course: '100',
    });
    expect(berger().cv.education.find((each) => each.id === PHD)?.institution).toEqual({
      de: 'LMU München',
      en: 'Ludwig Maximilian University of Munich',
    });
  });

  it('keeps the dialog open with every value when the save fails, and says so', async () => {
    server.use(
      http.put('*/api/v1/manager/education', () =>
        HttpResponse.json({ code: 'server', message: 'boom' }, { status: 500 }),
      ),
    );
    const { user, store } = await openDialog(`education/${PHD}`, EDIT);
    await fill(user, institution(), 'LMU München');
    await fillDate(user, await dateTo(), '2004-09-30');
    await choose(user, combobox(/^Type of training/), 'Executive education');
    await user.click(saveButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SAVE_FAILED);
    expect(alert).toHaveTextContent(SERVER_ERROR);
    expect(screen.getByRole('dialog', { name: EDIT })).toBeInTheDocument();
    expect(institution()).toHaveValue('LMU München');
    expectDate(await dateTo(), '2004-09-30');
    expect(combobox(/^Type of training/)).toHaveTextContent('Executive education');
    expect(saveButton()).toBeEnabled();
    expect(berger().cv.education.find((each) => each.id === PHD)?.institution.de).toBe(
      'Ludwig-Maximilians-Universität München',
    );
    const cv = Object.values(store.getState().resume?.cvs ?? {})[0]?.data;
    expect(cv?.education.find((each) => each.id === PHD)?.institution.de).toBe(
      'Ludwig-Maximilians-Universität München',
    );
  });

  it('disables save while the request runs', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.put(
        '*/api/v1/manager/education',
        () =>
          new Promise<Response>(
            (resolve) =>
              (release = () => resolve(HttpResponse.json({ code: 'server', message: 'x' }, { status: 500 }))),
          ),
      ),
    );
    const { user } = await openDialog(`education/${PHD}`, EDIT);
    await fill(user, institution(), 'LMU');
    await user.click(saveButton());
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();
  });
});

describe('leaving without saving', { timeout: SLOW }, () => {
  it('closes at once when nothing changed', async () => {
    const { user, router } = await openDialog(`education/${PHD}`, EDIT);
    await user.click(cancelButton());
    await expectClosed(router, EDIT);
  });

  it('asks before discarding changes on cancel: keep editing, then discard', async () => {
    const { user, router } = await openDialog(`education/${PHD}`, EDIT);
    await fill(user, institution(), 'LMU München');
    await user.click(cancelButton());
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument(),
    );
    expect(institution()).toHaveValue('LMU München');

    await user.click(cancelButton());
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    await expectClosed(router, EDIT);
    expect(berger().cv.education.find((each) => each.id === PHD)?.institution.de).toBe(
      'Ludwig-Maximilians-Universität München',
    );
  });

  it('asks the same on Escape', async () => {
    const { user } = await openDialog(`education/${PHD}`, EDIT);
    await fill(user, institution(), 'LMU München');
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeInTheDocument();
  });

  it('offers the draft back after a remount and restores it', async () => {
    const first = await openDialog(`education/${PHD}`, EDIT);
    await fill(first.user, institution(), 'Entwurf Universität');
    await fillDate(first.user, await dateTo(), '2004-06-30');
    first.unmount();

    const { user } = await openDialog(`education/${PHD}`, EDIT);
    expect(institution()).toHaveValue('Ludwig-Maximilians-Universität München');
    expect(screen.getByText(DRAFT_FOUND)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore changes' }));
    expect(institution()).toHaveValue('Entwurf Universität');
    expectDate(await dateTo(), '2004-06-30');
    // The offer is gone: the keyboard user continues in the form's first field, not on the page.
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: EDIT })).toContainElement(document.activeElement as HTMLElement),
    );
    expect(document.activeElement?.tagName).toBe('INPUT');
  });

  it('keeps the draft through an idle logout and offers it back after signing in again', async () => {
    const { user, router } = await openDialog(`education/${PHD}`, EDIT);
    await fill(user, institution(), 'Entwurf vor der Abmeldung');
    // An hour without input (docs/decisions/009-idle-timeout.md): the app signs out and remembers where the user was.
    window.localStorage.setItem('portal.lastActive', String(Date.now() - 60 * 60 * 1000 - 5_000));
    expect(
      await screen.findByText('You were signed out after one hour of inactivity. Please sign in again.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');

    await signIn(user, MANAGER, DEMO_PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/resume/education/${PHD}`));
    // Signed in again, the portal speaks the manager's language, German.
    const dialog = await screen.findByRole('dialog', { name: 'Ausbildung bearbeiten' }, { timeout: 5_000 });
    expect(
      await within(dialog).findByText('Sie haben ungespeicherte Änderungen aus Ihrem letzten Besuch dieses Formulars.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Änderungen wiederherstellen' }));
    expect(within(dialog).getByRole('textbox', { name: /^Bildungseinrichtung \(Deutsch\)/ })).toHaveValue(
      'Entwurf vor der Abmeldung',
    );
  });

  it('keeps the draft of a new entry apart from the drafts of saved ones', async () => {
    const first = await openDialog('education', ADD);
    await fill(first.user, title(), 'Neuer Entwurf');
    first.unmount();

    await openDialog(`education/${PHD}`, EDIT);
    expect(screen.queryByText(DRAFT_FOUND)).not.toBeInTheDocument();
  });
});

describe('deleting', { timeout: SLOW }, () => {
  it('asks "are you sure" and goes back on No', async () => {
    const requests = recordRequests();
    const { user } = await openDialog(`education/${PHD}`, EDIT);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Are you sure? Deleted data cannot be restored.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
  });

  it('deletes on Yes, closes and the CV no longer has it', async () => {
    const requests = recordRequests();
    const { user, router, store } = await openDialog(`education/${PHD}`, EDIT);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));

    await expectClosed(router, EDIT);
    expect(sent(requests, 'DELETE', `/manager/education/${PHD}`)).toHaveLength(1);
    expect(berger().cv.education.map((each) => each.id)).not.toContain(PHD);
    const cv = Object.values(store.getState().resume?.cvs ?? {})[0]?.data;
    expect(cv?.education.map((each) => each.id)).not.toContain(PHD);
    expect(screen.queryByText('Entry not found')).not.toBeInTheDocument();
  });

  it('stays open and says so when the delete fails', async () => {
    server.use(
      http.delete('*/api/v1/manager/education/:id', () =>
        HttpResponse.json({ code: 'server', message: 'boom' }, { status: 500 }),
      ),
    );
    const { user } = await openDialog(`education/${PHD}`, EDIT);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText(new RegExp(SAVE_FAILED.slice(0, 30)))).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: EDIT })).toBeInTheDocument();
  });
});
