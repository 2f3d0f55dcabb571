import { screen, waitFor, within } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';

import { ACCOUNT_PATHS } from '@/contract/account';
import { CV_PATHS } from '@/contract/resume';
import { handlers } from '@mocks/handlers';
import { server } from '@mocks/node';
import { apiUrl } from '@mocks/shared/urls';

import { DEMO, FIRST_RENDER } from '../../test-utils';
import { fill, renderApp } from '../helpers';
import { openDialog, SAVE_FAILED, saveButton, textbox } from './dialogs/dialogHelpers';
import { section } from './view/viewHelpers';

/**
 * CV and profile answers that do not follow the contract (src/contract/resume.answers.ts,
 * account.answers.ts): what a person would read as empty is read so; a CV that cannot be read is
 * the CV's load error with a retry, inside the frame (header and menu stay), never a blank page.
 */

const BERGER_ID = '10427';

type Answer = Record<string, unknown> & {
  availability: Record<string, unknown>;
  workExperience: Record<string, unknown>[];
  education: Record<string, unknown>[];
  itSkills: Record<string, unknown>;
  personalDetails: Record<string, unknown> & { primaryAddress: Record<string, unknown> };
};

/** The mock's own answer to the demo manager's CV, changed by `change`; other `/manager/…` paths pass on. */
function changedCv(change: (cv: Answer) => unknown) {
  server.use(
    http.get(apiUrl(CV_PATHS.managerCv), async ({ request, params }) => {
      if (params.managerId !== BERGER_ID) return undefined;
      const original = await getResponse(handlers, request.clone());
      if (!original?.ok) return original;
      return HttpResponse.json(change((await original.json()) as Answer) as Record<string, unknown>);
    }),
  );
}

async function openResumePage(route = '/resume') {
  const app = await renderApp({ route, signedInAs: DEMO.manager });
  await screen.findByRole('heading', { level: 1, name: 'Your CV' }, FIRST_RENDER);
  return app;
}

/** The frame around the screen: the header, with the way home and the language switch. */
function expectFrame() {
  const header = screen.getByRole('banner');
  expect(within(header).getByRole('link', { name: /to your home page/ })).toBeInTheDocument();
  expect(within(header).getByRole('group', { name: 'Language' })).toBeInTheDocument();
}

describe('the CV page, given answers that do not follow the contract', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error');
  });

  it('reads null optional fields as empty and shows the CV', async () => {
    changedCv((cv) => {
      cv.availability.availableFromRemarks = null;
      cv.availability.mobilityRemarks = null;
      cv.availability.annualTargetIncome = null;
      cv.availabilityUpdatedAt = null;
      cv.itSkills.itSkillRemarks = null;
      cv.otherActivities = null;
      cv.personalDetails.website = null;
      cv.personalDetails.phones = { mobilePhone1: '+49 171 3920045', workPhone: null };
      cv.personalDetails.primaryAddress.state = null;
      for (const position of cv.workExperience) {
        Object.assign(position, {
          sameCompanyRoles: null,
          relatedCompanyRoles: null,
          missionsAbroad: null,
          companyGroupName: null,
          industryDescription: null,
          reference: null,
        });
      }
      for (const entry of cv.education) Object.assign(entry, { details: null, certificate: null, course: null });
      return cv;
    });
    await openResumePage();
    const work = await screen.findByRole('region', { name: 'Work experience' }, FIRST_RENDER);
    expect(within(work).getByRole('heading', { level: 3, name: 'Hansa Logistik GmbH' })).toBeInTheDocument();
    expect(section('Education')).toBeInTheDocument();
    expect(screen.queryByText(/^Your CV could not be loaded\./)).not.toBeInTheDocument();
    // (Other warnings, e.g. Redux's dev-only timing note on a busy machine, are not this test's.)
    expect(console.warn).not.toHaveBeenCalledWith(
      expect.stringContaining('does not follow the contract'),
      expect.anything(),
    );
  });

  it('names codes the labels do not know as unknown, with the code, and shows the rest of the CV', async () => {
    changedCv((cv) => {
      for (const position of cv.workExperience) position.contractType = '950';
      cv.workExperience[0]!.country = 'XX';
      Object.assign(cv.education[0]!, { degree: '9990', country: 'XX' });
      (cv.languageProficiencies as Record<string, unknown>[])[0]!.languageCode = '9991';
      cv.availability.mobility = '9992';
      return cv;
    });
    await openResumePage();
    const work = await screen.findByRole('region', { name: 'Work experience' }, FIRST_RENDER);
    expect(within(work).getByRole('heading', { level: 3, name: 'Hansa Logistik GmbH' })).toBeInTheDocument();
    expect(within(work).getAllByText(/^Unknown \(950\) ·/).length).toBeGreaterThan(0);
    expect(within(work).queryByText(/^Interim assignment ·/)).not.toBeInTheDocument();
    expect(within(work).getAllByText(/Unknown \(XX\)/).length).toBeGreaterThan(0);
    expect(within(section('Education')).getByText(/Unknown \(9990\)/)).toBeInTheDocument();
    expect(within(section('Education')).getByText(/, Unknown \(XX\)$/)).toBeInTheDocument();
    expect(within(section('Languages')).getByText('Unknown (9991)')).toBeInTheDocument();
    expect(screen.getByText(/Unknown \(9992\)/)).toBeInTheDocument();
    expect(screen.queryByText(/^Your CV could not be loaded\./)).not.toBeInTheDocument();
  });

  it('shows no unknown code in the demo CV, so the mock’s labels name every code it answers', async () => {
    await openResumePage();
    await screen.findByRole('region', { name: 'Work experience' }, FIRST_RENDER);
    expect(screen.queryByText(/Unknown \(/)).not.toBeInTheDocument();
  });

  it('takes a save whose answer is no CV as saved: the dialog closes onto the CV read again, the deviation logged', async () => {
    // The mock saves; the answer that comes back is of another shape (docs/decisions/056-a-save-is-its-status.md).
    server.use(
      http.put(apiUrl(CV_PATHS.itSkills), async ({ request }) => {
        await getResponse(handlers, request.clone());
        return HttpResponse.json({ saved: true });
      }),
    );
    const { user, router } = await openDialog('it-skills', 'IT skills');
    await fill(user, textbox('Remarks on your IT skills'), 'Nicht verlieren');
    await user.click(saveButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/resume'));
    expect(screen.queryByText(SAVE_FAILED)).not.toBeInTheDocument();
    expect(await within(section('IT skills')).findByText('Nicht verlieren')).toBeInTheDocument();
    expect(console.warn).toHaveBeenCalledWith(
      'The answer to PUT /manager/it-skills does not follow the contract',
      expect.arrayContaining([{ field: 'completionPercent', expected: expect.any(String), got: 'undefined' }]),
    );
  });

  it('says the CV could not be loaded when an amount cannot be read, keeps the frame, and shows the CV once mended', async () => {
    let broken = true;
    changedCv((cv) => {
      if (broken) cv.availability.dailyRateFrom = 'abc';
      return cv;
    });
    const { user } = await openResumePage();
    expect(
      await screen.findByText(
        'Your CV could not be loaded. The server sent an unreadable reply. Please try again later.',
        {},
        FIRST_RENDER,
      ),
    ).toBeInTheDocument();
    expectFrame();
    expect(screen.queryByRole('region', { name: 'Work experience' })).not.toBeInTheDocument();
    // Logged once, with the path and the field, never the value.
    expect(console.warn).toHaveBeenCalledWith(`The answer to GET /manager/${BERGER_ID} does not follow the contract`, [
      { field: 'availability.dailyRateFrom', expected: 'number', got: 'string' },
    ]);
    expect(console.error).not.toHaveBeenCalled();

    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Work experience' }, FIRST_RENDER)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByText('Your CV could not be loaded. The server sent an unreadable reply. Please try again later.'),
      ).not.toBeInTheDocument(),
    );
  });

  it('says the CV could not be loaded when its positions come wrapped in an object', async () => {
    let wrapped = true;
    changedCv((cv) => (wrapped ? { ...cv, workExperience: { items: cv.workExperience } } : cv));
    const { user } = await openResumePage();
    expect(
      await screen.findByText(
        'Your CV could not be loaded. The server sent an unreadable reply. Please try again later.',
        {},
        FIRST_RENDER,
      ),
    ).toBeInTheDocument();
    expectFrame();
    expect(console.error).not.toHaveBeenCalled();

    wrapped = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const work = await screen.findByRole('region', { name: 'Work experience' }, FIRST_RENDER);
    expect(within(work).getByRole('heading', { level: 3, name: 'Hansa Logistik GmbH' })).toBeInTheDocument();
  });
});

/** The mock's profile, with `change` made to it while `broken()` says so. */
function brokenProfile(broken: () => boolean, change: Record<string, unknown>) {
  server.use(
    http.get(apiUrl(ACCOUNT_PATHS.manager), async ({ request }) => {
      const original = await getResponse(handlers, request.clone());
      if (!original?.ok || !broken()) return original;
      const profile = (await original.json()) as Record<string, unknown>;
      return HttpResponse.json({ ...profile, ...change });
    }),
  );
}

describe('a profile (GET /manager) that cannot be read', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));

  it('is the dashboard’s profile error with a retry; the rest of the dashboard works', async () => {
    let broken = true;
    brokenProfile(() => broken, { completionPercent: '80 %' });
    const { user } = await renderApp({ route: '/dashboard', signedInAs: DEMO.manager });
    expect(
      await screen.findByText(
        'Your profile could not be loaded. The server sent an unreadable reply. Please try again later.',
        {},
        FIRST_RENDER,
      ),
    ).toBeInTheDocument();
    expectFrame();
    const news = await screen.findByRole('region', { name: 'News and events' }, FIRST_RENDER);
    expect(await within(news).findAllByRole('heading', { level: 3 }, FIRST_RENDER)).not.toHaveLength(0);

    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(
        screen.queryByText(
          'Your profile could not be loaded. The server sent an unreadable reply. Please try again later.',
        ),
      ).not.toBeInTheDocument(),
    );
  });

  it('is the account page’s load error with a retry, in the frame, and the form once mended', async () => {
    let broken = true;
    brokenProfile(() => broken, { lastModified: 'yesterday' });
    const { user } = await renderApp({ route: '/account', signedInAs: DEMO.manager });
    expect(
      await screen.findByText(
        'Your profile could not be loaded. The server sent an unreadable reply. Please try again later.',
        {},
        FIRST_RENDER,
      ),
    ).toBeInTheDocument();
    expectFrame();
    expect(console.warn).toHaveBeenCalledWith('The answer to GET /manager does not follow the contract', [
      { field: 'lastModified', expected: expect.any(String), got: 'string' },
    ]);

    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: /First name/ }, FIRST_RENDER)).toHaveValue('Katharina');
  });
});
