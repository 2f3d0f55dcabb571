import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { server } from '@mocks/node';

import { recordRequests } from '../../../test-utils';
import { sent, summaryLeadsTo } from '../../helpers';
import {
  berger,
  cancelButton,
  DRAFT_FOUND,
  expectClosed,
  openDialog,
  SAVE_FAILED,
  saveButton,
  SERVER_ERROR,
  SLOW,
} from './dialogHelpers';

/** The rich-text dialogs: executive summary, competence profile, other activities. */

/** The editing area of a rich-text field (a labelled multi-line text box). */
async function editor(name: RegExp) {
  return waitFor(() => {
    const box = screen.getByRole('textbox', { name });
    expect(box).toHaveAttribute('contenteditable', 'true');
    return box;
  });
}

describe('executive summary', { timeout: SLOW }, () => {
  const TITLE = 'Executive summary';

  it('opens with the saved German text in the editor and the English one readable', async () => {
    const { user } = await openDialog('executive-summary', TITLE);
    const box = await editor(/^Executive summary \(German\)/);
    expect(box).toHaveTextContent('Finanzgeschäftsführerin und Interim-CFO');
    expect(box.querySelectorAll('li')).toHaveLength(3);
    expect(screen.getByText('✓ English version: written')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the English version' }));
    expect(screen.getByRole('region', { name: 'English version (read only)' })).toHaveTextContent(
      'Finance director and interim CFO',
    );
    // The server length of the field (fields metadata, entity resume).
    expect(screen.getByText(/characters left$/)).toBeInTheDocument();
  });

  it('saves the edited German text and sends the English one exactly as saved', async () => {
    const requests = recordRequests();
    const { user, router } = await openDialog('executive-summary', TITLE);
    const box = await editor(/^Executive summary \(German\)/);
    await user.click(box);
    await user.keyboard('{Control>}a{/Control}');
    await user.keyboard('Neu gefasst');
    await waitFor(() => expect(box).toHaveTextContent(/^Neu gefasst$/));
    await user.click(saveButton());

    await expectClosed(router, TITLE);
    const [put] = sent(requests, 'PUT', '/manager/executive-summary');
    expect(put?.body).toEqual({ executiveSummary: { de: '<p>Neu gefasst</p>', en: berger().cv.executiveSummary.en } });
    expect(berger().cv.executiveSummary.de).toBe('<p>Neu gefasst</p>');
    expect(berger().cv.executiveSummary.en).toContain('Finance director and interim CFO');
  });

  it('is required in one of the languages: both empty is named next to the field', async () => {
    berger().cv.executiveSummary = { de: '', en: '' };
    const requests = recordRequests();
    const { user } = await openDialog('executive-summary', TITLE);
    await editor(/^Executive summary \(German\)/);
    await user.click(saveButton());
    expect(await screen.findByText('German value is mandatory')).toBeInTheDocument();
    await summaryLeadsTo(
      user,
      'Executive summary (German): German value is mandatory',
      screen.getByRole('textbox', { name: /^Executive summary \(German\)/ }),
    );
    expect(sent(requests, 'PUT', '/manager/executive-summary')).toHaveLength(0);
  });

  it('may leave the active language empty when the other one is written', async () => {
    const requests = recordRequests();
    const { user, router } = await openDialog('executive-summary', TITLE);
    const box = await editor(/^Executive summary \(German\)/);
    await user.click(box);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(box).toHaveTextContent(/^$/));
    await user.click(saveButton());
    await expectClosed(router, TITLE);
    expect(sent(requests, 'PUT', '/manager/executive-summary')[0]?.body).toEqual({
      executiveSummary: { de: '', en: berger().cv.executiveSummary.en },
    });
  });

  it('keeps the dialog open with the text when the save fails', async () => {
    server.use(
      http.put('*/api/v1/manager/executive-summary', () =>
        HttpResponse.json({ code: 'server', message: 'boom' }, { status: 500 }),
      ),
    );
    const { user } = await openDialog('executive-summary', TITLE);
    const box = await editor(/^Executive summary \(German\)/);
    await user.click(box);
    await user.keyboard('{Control>}a{/Control}Nicht verlieren');
    await user.click(saveButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SAVE_FAILED);
    expect(alert).toHaveTextContent(SERVER_ERROR);
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();
    expect(box).toHaveTextContent('Nicht verlieren');
  });

  it('asks before discarding, and offers the draft back after a remount', async () => {
    const first = await openDialog('executive-summary', TITLE);
    const box = await editor(/^Executive summary \(German\)/);
    await first.user.click(box);
    await first.user.keyboard('{Control>}a{/Control}Entwurf');
    await first.user.click(cancelButton());
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeInTheDocument();
    await first.user.click(screen.getByRole('button', { name: 'Keep editing' }));
    first.unmount();

    const { user } = await openDialog('executive-summary', TITLE);
    expect(await screen.findByText(DRAFT_FOUND)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore changes' }));
    await user.click(saveButton());
    await waitFor(() => expect(berger().cv.executiveSummary.de).toBe('<p>Entwurf</p>'));
  });
});

describe('competence profile', { timeout: SLOW }, () => {
  const TITLE = 'Competence profile';

  it('shows its three texts and saves them, each with the other language as saved', async () => {
    const requests = recordRequests();
    const saved = structuredClone(berger().cv.competenceProfile);
    const { user, router } = await openDialog('competence-profile', TITLE);
    const industries = await editor(/^Industry focuses \(German\)/);
    expect(industries).toHaveTextContent('Maschinen- und Anlagenbau');
    expect(await editor(/^Specialist focuses \(German\)/)).toHaveTextContent('Restrukturierung und Sanierung');
    const methods = await editor(/^Management methods \(German\)/);
    expect(methods).toHaveTextContent('Klare Ziele in den ersten 100 Tagen');
    await user.click(methods);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(methods).toHaveTextContent(/^$/));
    await user.click(saveButton());

    await expectClosed(router, TITLE);
    expect(sent(requests, 'PUT', '/manager/competence-profile')[0]?.body).toEqual({
      industryFocuses: saved.industryFocuses,
      specialistFocuses: saved.specialistFocuses,
      // Optional: emptied in German, the English text stays as it was.
      managementMethods: { de: '', en: saved.managementMethods.en },
    });
  });
});

describe('other activities', { timeout: SLOW }, () => {
  const TITLE = 'Other activities';

  it('may be saved empty', async () => {
    berger().cv.otherActivities = { de: '<p>Beirat</p>', en: '' };
    const requests = recordRequests();
    const { user, router } = await openDialog('other-activities', TITLE);
    const box = await editor(/^Other activities \(German\)/);
    expect(screen.getByText('English version: not yet written')).toBeInTheDocument();
    await user.click(box);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(box).toHaveTextContent(/^$/));
    await user.click(saveButton());
    await expectClosed(router, TITLE);
    expect(sent(requests, 'PUT', '/manager/other-activities')[0]?.body).toEqual({
      otherActivities: { de: '', en: '' },
    });
  });

  it('edits the English text when the CV language is English', async () => {
    window.localStorage.setItem('portal.resumeLanguage', 'en');
    await openDialog('other-activities', TITLE);
    const box = await editor(/^Other activities \(English\)/);
    expect(box).toHaveTextContent('Lecturer in corporate restructuring');
    expect(
      within(screen.getByRole('dialog', { name: TITLE })).getByText('✓ German version: written'),
    ).toBeInTheDocument();
  });
});
