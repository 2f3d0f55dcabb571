import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { INITIAL_INPUT_CV } from '@/contract/account';
import { CV_PATHS, INDUSTRY_OTHER } from '@/contract/resume';
import { selectUserId } from '@/core/session/session.selectors';
import { allOnDevice, writeOnDevice } from '@/lib/deviceStore';
import { formatEuro } from '@/lib/numbers';
import { LOCAL_KEYS } from '@/lib/storageKeys';
import { server } from '@mocks/node';
import { emptyCv } from '@mocks/resume/fixtures';

import { DEMO, recordRequests } from '../../../test-utils';
import { renderApp, sent } from '../../helpers';
import { berger, cvLanguageGroup, openResume, section } from './viewHelpers';

/**
 * The resume page `/resume`: the sections with the
 * demo CV, empty sections, the de/en toggle, edit links, readonly, industry 10, durations, the
 * bilingual help and "submit my CV".
 */

const link = (name: string | RegExp) => screen.getByRole('link', { name });

it('keeps no copy of the CV on the device: its rates and personal data are not needed to work offline', async () => {
  const { store } = await openResume();
  const userId = selectUserId(store.getState()) ?? '';
  // A write of its own runs after every write the page began before it.
  await writeOnDevice('kept', userId, 'after-the-cv', true);
  const kept = (await allOnDevice('kept', userId)).map(([key]) => key);
  expect(kept).toContain('after-the-cv');
  expect(kept).toContain('profile');
  expect(kept.filter((key) => key.startsWith('cv/'))).toEqual([]);
});

describe('the sections of a full CV', () => {
  it('shows every section under its h2 in the resume language (German by default), with labels in the UI language', async () => {
    await openResume();
    for (const name of [
      'Competence profile',
      'Executive summary',
      'Work experience',
      'Education',
      'Languages',
      'IT skills',
      'Other activities',
    ]) {
      expect(section(name)).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 1, name: 'Your CV' })).toBeInTheDocument();
    expect(screen.getByText('Dr. Katharina Berger', { selector: 'p' })).toBeInTheDocument();
    // The resume language is German: the German texts show.
    expect(within(cvLanguageGroup()).getByRole('button', { name: 'Deutsch' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(section('Executive summary')).getByText(/Finanzgeschäftsführerin und Interim-CFO/),
    ).toBeInTheDocument();
    const profile = section('Competence profile');
    for (const name of ['Industry focuses', 'Specialist focuses', 'Management methods']) {
      expect(within(profile).getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(within(profile).getByText('Maschinen- und Anlagenbau')).toBeInTheDocument();
    expect(within(section('Other activities')).getByText(/Mentorin im Programm/)).toBeInTheDocument();
    // Labels follow the UI language (English here).
    const languages = section('Languages');
    expect(within(languages).getByText('German')).toBeInTheDocument();
    expect(within(languages).getByText('Native speaker')).toBeInTheDocument();
    expect(within(section('IT skills')).getByText(/Zwei SAP-S\/4HANA-Einführungen/)).toBeInTheDocument();
  });

  it('groups positions by company and companies under their group, with periods and total durations', async () => {
    await openResume();
    const work = section('Work experience');
    // The group, with its companies one level below.
    expect(within(work).getByRole('heading', { level: 3, name: 'Nordwerk-Gruppe' })).toBeInTheDocument();
    expect(within(work).getByRole('heading', { level: 4, name: 'Nordwerk AG' })).toBeInTheDocument();
    expect(within(work).getByRole('heading', { level: 4, name: 'Nordwerk Antriebstechnik GmbH' })).toBeInTheDocument();
    // A company on its own is an h3, its positions h4.
    const hansa = within(work)
      .getByRole('heading', { level: 3, name: 'Hansa Logistik GmbH' })
      .closest('article') as HTMLElement;
    expect(within(hansa).getByRole('heading', { level: 4, name: 'Interim-CFO' })).toBeInTheDocument();
    expect(within(hansa).getByText('Transport and logistics · Hamburg, Germany')).toBeInTheDocument();
    // Feb 2017 – Sep 2018: February to September of the next year = 20 months.
    expect(within(hansa).getByText('Feb 2017 – Sep 2018 · 1 year 8 months')).toBeInTheDocument();
    expect(within(hansa).getByText('Interim assignment · Feb 2017 – Sep 2018 · 1 year 8 months')).toBeInTheDocument();
    // Nordwerk AG: two positions back to back, Sep 2004 – Mar 2014 = 115 months.
    const nordwerk = within(work)
      .getByRole('heading', { level: 4, name: 'Nordwerk AG' })
      .closest('article') as HTMLElement;
    expect(within(nordwerk).getByText('Sep 2004 – Mar 2014 · 9 years 7 months')).toBeInTheDocument();
    expect(
      within(nordwerk)
        .getAllByRole('heading', { level: 5 })
        .map((heading) => heading.textContent),
    ).toEqual(['Kaufmännische Leiterin der Division Antriebe', 'Leiterin Konzerncontrolling']);
    // The current position runs to today.
    const solvia = within(work)
      .getByRole('heading', { level: 3, name: 'Solvia Energie AG' })
      .closest('article') as HTMLElement;
    expect(within(solvia).getByText(/^Nov 2020 – today · /)).toBeInTheDocument();
    expect(within(solvia).getByText('current')).toBeInTheDocument();
    // The newest company comes first.
    expect(within(work).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Solvia Energie AG');
  });

  it("shows a position's details only after 'show details', and hides them again", async () => {
    const { user } = await openResume();
    const work = section('Work experience');
    expect(within(work).queryByText('Jan Petersen')).not.toBeInTheDocument();
    const toggle = within(work).getByRole('button', { name: 'Show details: Interim-CFO' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide details: Interim-CFO');
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(details).getByText(/Restrukturierung nach dem Einstieg eines Finanzinvestors/)).toBeInTheDocument();
    expect(within(details).getByRole('heading', { name: 'Reference' })).toBeInTheDocument();
    expect(within(details).getByText('Jan Petersen')).toBeInTheDocument();
    expect(within(details).getByRole('heading', { name: 'Responsibilities' })).toBeInTheDocument();
    await user.click(toggle);
    expect(within(work).queryByText('Jan Petersen')).not.toBeInTheDocument();
  });

  it('lists roles in related companies and missions abroad in the details', async () => {
    const { user } = await openResume();
    await user.click(screen.getByRole('button', { name: 'Show details: Geschäftsführerin Finanzen (CFO)' }));
    expect(screen.getByRole('heading', { name: 'Roles in related companies' })).toBeInTheDocument();
    expect(screen.getByText('Geschäftsführerin (kommissarisch) at Nordwerk Service GmbH')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Missions abroad' })).toBeInTheDocument();
    expect(screen.getByText('China')).toBeInTheDocument();
    expect(screen.getByText(/^6 months/)).toBeInTheDocument();
  });

  it('shows the education newest first with degree and period', async () => {
    await openResume();
    const education = section('Education');
    const titles = within(education)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles[0]).toBe('Advanced Management Programme');
    expect(within(education).getByText('Oct 2019 – Mar 2020')).toBeInTheDocument();
    expect(within(education).getByText('Highest degree')).toBeInTheDocument();
  });

  it("collapses a list after 3 items behind 'show all (n)'", async () => {
    const { user } = await openResume();
    const languages = section('Languages');
    expect(within(languages).getAllByRole('listitem')).toHaveLength(3);
    const showAll = within(languages).getByRole('button', { name: 'Show all (4): Languages' });
    expect(showAll).toHaveAttribute('aria-expanded', 'false');
    await user.click(showAll);
    expect(within(languages).getAllByRole('listitem')).toHaveLength(4);
    expect(within(languages).getByText('Italian')).toBeInTheDocument();
    await user.click(within(languages).getByRole('button', { name: 'Show less: Languages' }));
    expect(within(languages).getAllByRole('listitem')).toHaveLength(3);
  });

  it("collapses a competence text taller than 230 px at 172 px with 'show more'", async () => {
    // jsdom lays nothing out: the competence boxes report a content height of 400 px.
    const scrollHeight = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(400);
    try {
      const { user } = await openResume();
      const profile = section('Competence profile');
      const more = within(profile).getByRole('button', { name: 'Show more: Industry focuses' });
      expect(more).toHaveAttribute('aria-expanded', 'false');
      const box = document.getElementById(more.getAttribute('aria-controls') ?? '') as HTMLElement;
      expect(box).toHaveStyle({ maxHeight: '172px' });
      await user.click(more);
      expect(more).toHaveAttribute('aria-expanded', 'true');
      expect(box).not.toHaveStyle({ maxHeight: '172px' });
    } finally {
      scrollHeight.mockRestore();
    }
  });

  it('shows no "show more" for a text of 230 px or less', async () => {
    const scrollHeight = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(230);
    try {
      await openResume();
      expect(
        within(section('Competence profile')).queryByRole('button', { name: /^Show more/ }),
      ).not.toBeInTheDocument();
    } finally {
      scrollHeight.mockRestore();
    }
  });
});

describe('availability and status', () => {
  it('shows availability and rates in euro in the UI language, with the edit link', async () => {
    await openResume();
    const card = section('Availability and rates');
    expect(within(card).getByText(`${formatEuro(1400, 'en')} – ${formatEuro(1800, 'en')}`)).toBeInTheDocument();
    expect(within(card).getByText(formatEuro(280000, 'en'))).toBeInTheDocument();
    expect(within(card).getByText(/Bevorzugt Süddeutschland/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Edit availability and rates' })).toHaveAttribute(
      'href',
      '/resume/availability',
    );
  });

  it('shows the last CV update (d MMM yyyy) and the completion as a progress bar with its number', async () => {
    const manager = berger();
    manager.lastModified = '2026-02-03T10:00:00.000Z';
    await openResume();
    const card = section('CV status');
    expect(within(card).getByText('3 Feb 2026')).toBeInTheDocument();
    const progress = within(card).getByRole('progressbar', { name: 'Completion' });
    const percent = Number(progress.getAttribute('aria-valuenow'));
    expect(percent).toBeGreaterThan(0);
    expect(within(card).getByText(`${percent}%`)).toBeInTheDocument();
    // Submitted already: no button.
    expect(within(card).queryByRole('button', { name: 'Submit my CV' })).not.toBeInTheDocument();
  });

  it("sends 'submit my CV' while the first input is pending, then the button goes", async () => {
    berger().personalDetails.initialInputCv = INITIAL_INPUT_CV.PENDING;
    const requests = recordRequests();
    const { user, store } = await openResume();
    const card = section('CV status');
    await user.click(within(card).getByRole('button', { name: 'Submit my CV' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('Thank you! Your CV has been submitted.');
    expect(sent(requests, 'PUT', CV_PATHS.markResumeCompleted.build())).toHaveLength(1);
    expect(within(card).queryByRole('button', { name: 'Submit my CV' })).not.toBeInTheDocument();
    // The profile (header, dashboard) follows the CV's answer.
    expect(store.getState().profile.data?.personalDetails.initialInputCv).toBe(INITIAL_INPUT_CV.SUBMITTED);
  });

  it("says so when 'submit my CV' fails, and keeps the button", async () => {
    berger().personalDetails.initialInputCv = INITIAL_INPUT_CV.PENDING;
    server.use(
      http.put(`*/api/v1${CV_PATHS.markResumeCompleted.build()}`, () =>
        HttpResponse.json({ code: 'server', message: 'boom' }, { status: 500 }),
      ),
    );
    const { user } = await openResume();
    const card = section('CV status');
    await user.click(within(card).getByRole('button', { name: 'Submit my CV' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Your CV could not be submitted. An error occurred on the server. Please try again later.',
    );
    expect(within(card).getByRole('button', { name: 'Submit my CV' })).toBeEnabled();
  });

  it('offers the PDF export', async () => {
    await openResume();
    expect(link('Export as PDF')).toHaveAttribute('href', '/resume/pdfcreation');
  });
});

describe('the resume language', () => {
  it('switches the texts to English, remembers it, and a new visit keeps it', async () => {
    const { user, unmount, store } = await openResume();
    await user.click(within(cvLanguageGroup()).getByRole('button', { name: 'English' }));
    expect(within(cvLanguageGroup()).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(section('Executive summary')).getByText(/Finance director and interim CFO/)).toBeInTheDocument();
    expect(within(section('Executive summary')).queryByText(/Finanzgeschäftsführerin/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Interim CFO' })).toBeInTheDocument();
    expect(store.getState().resume?.language).toBe('en');
    expect(window.localStorage.getItem(LOCAL_KEYS.resumeLanguage)).toBe('en');
    // The UI language did not change: labels stay English, the header switch says English.
    expect(screen.getByRole('heading', { level: 1, name: 'Your CV' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Language' })).getByRole('button', { name: 'EN – English' }),
    ).toHaveAttribute('aria-pressed', 'true');

    unmount();
    await openResume();
    expect(within(cvLanguageGroup()).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(section('Executive summary')).getByText(/Finance director and interim CFO/)).toBeInTheDocument();
  });
  it('works with the keyboard (arrow keys move between the two buttons)', async () => {
    const { user } = await openResume();
    const german = within(cvLanguageGroup()).getByRole('button', { name: 'Deutsch' });
    german.focus();
    await user.keyboard('{ArrowRight}');
    const english = within(cvLanguageGroup()).getByRole('button', { name: 'English' });
    expect(english).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(within(section('Executive summary')).getByText(/Finance director and interim CFO/)).toBeInTheDocument();
  });
});

describe('edit links', () => {
  it('open each dialog under /resume, naming their item', async () => {
    await openResume();
    for (const [name, href] of [
      ['Edit competence profile', '/resume/competence-profile'],
      ['Edit executive summary', '/resume/executive-summary'],
      ['Edit languages', '/resume/languages'],
      ['Edit IT skills', '/resume/it-skills'],
      ['Edit other activities', '/resume/other-activities'],
      ['Add education', '/resume/education'],
      ['Edit education Advanced Management Programme', '/resume/education/edu_berger_amp'],
      ['Add position', '/resume/work-experience'],
      ['Edit position Interim-CFO', '/resume/work-experience/wex_hansa_cfo'],
      ['Edit company Hansa Logistik GmbH', '/resume/company/cmp_hansa'],
      ['Add position at Hansa Logistik GmbH', '/resume/position-in-company/cmp_hansa'],
      ['Add company group', '/resume/add-company-group'],
      ['Edit group Nordwerk-Gruppe', '/resume/add-company-group/grp_nordwerk'],
      ['Edit personal details', '/account'],
    ] as const) {
      expect(link(name)).toHaveAttribute('href', href);
    }
  });

  it('pass the companies to the company-group dialog in the navigation state', async () => {
    const { user, router } = await openResume();
    await user.click(link('Add company group'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/resume/add-company-group'));
    const state = router.state.location.state as {
      fromBase: boolean;
      companies: { compId: string; companyName: string }[];
    };
    expect(state.fromBase).toBe(true);
    expect(state.companies).toEqual(
      expect.arrayContaining([
        { compId: 'cmp_hansa', companyName: 'Hansa Logistik GmbH' },
        { compId: 'cmp_nordwerk', companyName: 'Nordwerk AG' },
        { compId: 'cmp_solvia', companyName: 'Solvia Energie AG' },
      ]),
    );
    expect(state.companies).toHaveLength(5);
  });

  it('open a dialog from the page with fromBase, so closing goes back', async () => {
    const { user, router } = await openResume();
    await user.click(link('Edit position Interim-CFO'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/resume/work-experience/wex_hansa_cfo'));
    expect(router.state.location.state).toEqual({ fromBase: true });
  });

  it('leaves a click with a modifier (new tab or window) on a row link to the browser', async () => {
    const { router } = await openResume();
    const edit = link('Edit company Hansa Logistik GmbH');
    const ctrlClick = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true, button: 0 });
    edit.dispatchEvent(ctrlClick);
    expect(ctrlClick.defaultPrevented).toBe(false);
    expect(router.state.location.pathname).toBe('/resume');
    const plainClick = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    edit.dispatchEvent(plainClick);
    expect(plainClick.defaultPrevented).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/resume/company/cmp_hansa'));
  });

  it('the readonly flag hides the edit link of the profile header', async () => {
    berger().personalDetails.readonly = true;
    await openResume();
    expect(screen.queryByRole('link', { name: 'Edit personal details' })).not.toBeInTheDocument();
  });
});

describe('industry code 10 (other)', () => {
  /** Shows the CV with Hansa Logistik's industry set to "other" with this description; answers the company's card. */
  async function hansaWithOtherIndustry(description: string): Promise<HTMLElement> {
    const hansa = berger().cv.workExperience.find((position) => position.id === 'wex_hansa_cfo');
    if (!hansa) throw new Error('seed changed');
    hansa.industry = INDUSTRY_OTHER;
    hansa.industryDescription = description;
    await openResume();
    return within(section('Work experience'))
      .getByRole('heading', { level: 3, name: 'Hansa Logistik GmbH' })
      .closest('article') as HTMLElement;
  }

  it('hides its label and shows the description instead', async () => {
    const company = await hansaWithOtherIndustry('Hafenlogistik');
    expect(within(company).getByText('Hafenlogistik · Hamburg, Germany')).toBeInTheDocument();
    expect(within(company).queryByText(/Other/)).not.toBeInTheDocument();
  });

  it('shows nothing for it without a description', async () => {
    const company = await hansaWithOtherIndustry('');
    expect(within(company).getByText('Hamburg, Germany')).toBeInTheDocument();
    expect(within(company).queryByText(/Other/)).not.toBeInTheDocument();
  });
});

describe('an empty CV', () => {
  it("says 'section is empty' in each section and links 'add more information' to its dialog", async () => {
    const manager = berger();
    manager.cv = { ...emptyCv(), revision: manager.cv.revision };
    await openResume();
    const sections: [string, string][] = [
      ['Competence profile', '/resume/competence-profile'],
      ['Executive summary', '/resume/executive-summary'],
      ['Work experience', '/resume/work-experience'],
      ['Education', '/resume/education'],
      ['Languages', '/resume/languages'],
      ['IT skills', '/resume/it-skills'],
      ['Other activities', '/resume/other-activities'],
      ['Availability and rates', '/resume/availability'],
    ];
    for (const [name, href] of sections) {
      const region = section(name);
      expect(within(region).getByText('This section is empty.')).toBeInTheDocument();
      expect(within(region).getByRole('link', { name: `Add more information: ${name}` })).toHaveAttribute('href', href);
      // The header's own edit link waits until there is something to edit.
      expect(within(region).getAllByRole('link')).toHaveLength(1);
    }
  });
});

describe('texts in both languages', () => {
  it('says when every text is written in both languages', async () => {
    await openResume();
    expect(
      within(section('German and English texts')).getByText(
        'Every text of your CV is written in both German and English.',
      ),
    ).toBeInTheDocument();
  });

  it('counts the missing texts per language and links each to its dialog in the missing language', async () => {
    const manager = berger();
    manager.cv.executiveSummary.en = '';
    const hansa = manager.cv.workExperience.find((position) => position.id === 'wex_hansa_cfo');
    if (!hansa) throw new Error('seed changed');
    hansa.name.en = '';
    manager.cv.otherActivities.de = '<p><br></p>';
    const { user, router, store } = await openResume();
    const panel = section('German and English texts');
    expect(within(panel).getByText('2 texts missing in English')).toBeInTheDocument();
    expect(within(panel).getByText('1 text missing in German')).toBeInTheDocument();

    const showEnglish = within(panel).getAllByRole('button', { name: 'Show' })[1] as HTMLElement;
    await user.click(showEnglish);
    expect(showEnglish).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('link', { name: 'Job title: Interim-CFO, Hansa Logistik GmbH' })).toHaveAttribute(
      'href',
      '/resume/work-experience/wex_hansa_cfo',
    );
    const summaryLink = within(panel).getByRole('link', { name: 'Executive summary' });
    expect(summaryLink).toHaveAttribute('href', '/resume/executive-summary');

    expect(store.getState().resume?.language).toBe('de');
    await user.click(summaryLink);
    await waitFor(() => expect(router.state.location.pathname).toBe('/resume/executive-summary'));
    // Following the link switched the CV to the language the text is missing in.
    expect(store.getState().resume?.language).toBe('en');
    // The dialog opens over the page, for the English text.
    expect(await screen.findByRole('dialog', { name: 'Executive summary' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/resume'));
    expect(within(cvLanguageGroup()).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('loading', () => {
  it('says so when the CV cannot be loaded, and loads it again on retry', async () => {
    let fail = true;
    server.use(
      http.get(`*/api/v1${CV_PATHS.managerCv.build('10427')}`, () =>
        fail ? HttpResponse.json({ code: 'server', message: 'boom' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = await renderApp({ route: '/resume', signedInAs: DEMO.manager });
    expect(
      await screen.findByText('Your CV could not be loaded. An error occurred on the server. Please try again later.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Work experience' })).toBeInTheDocument();
  });
});
