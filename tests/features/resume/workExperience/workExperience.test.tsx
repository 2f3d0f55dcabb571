import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { server } from '@mocks/node';

import { recordRequests } from '../../../test-utils';
import { CONTRACT_TYPES_EN, expectDate, fill, fillDate, sent, summaryLeadsTo } from '../../helpers';
import {
  berger,
  cancelButton,
  choose,
  DRAFT_FOUND,
  expectClosed,
  openDialog,
  optionsOf,
  REQUIRED,
  SAVE_FAILED,
  saveButton,
} from '../dialogs/dialogHelpers';
import { ADD, answer, combobox, dateField, EDIT, openPositionDialog, row, section, textbox } from './weHelpers';

/** The work-experience dialog `work-experience/:id?`. */

// The longest form of the app: on two shared cores a test with several saves needs more than the default.
vi.setConfig({ testTimeout: 90_000 });

const HANSA = 'wex_hansa_cfo';

describe('opening', () => {
  it('opens a position by its deep link with every saved value, in sections', async () => {
    await openPositionDialog(`work-experience/${HANSA}`, EDIT);
    for (const name of [
      'Company',
      'Position',
      'Responsibilities',
      'Other roles at this company',
      'Roles at related companies',
      'Missions abroad',
      'Reference',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(textbox(/^Company name/)).toHaveValue('Hansa Logistik GmbH');
    expect(textbox(/^City \(German\)/)).toHaveValue('Hamburg');
    expect(textbox(/^Job title \(German\)/)).toHaveValue('Interim-CFO');
    await waitFor(() => expect(combobox(/^Type of contract/)).toHaveTextContent('Interim assignment'));
    expect(combobox(/^Function/)).toHaveTextContent('Finance and controlling (CFO)');
    expect(combobox(/^Role/)).toHaveTextContent('Managing director');
    expect(combobox(/^Industry/)).toHaveTextContent('Transport and logistics');
    expect(combobox(/^Number of employees/)).toHaveTextContent('1,000 to 4,999 employees');
    expectDate(await dateField(/^Start date/), '2017-02-01');
    expectDate(await dateField(/^End date/), '2018-09-30');
    expect(screen.getByRole('checkbox', { name: 'I still hold this role' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Cash and liquidity management' })).toBeInTheDocument();
    const reference = section('Reference');
    expect(within(reference).getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(textbox(/^Name of the reference/)).toHaveValue('Jan Petersen');
    expect(within(section('Missions abroad')).getByRole('radio', { name: 'No' })).toBeChecked();
    // The server's lengths (GET /manager/fields-meta).
    await waitFor(() => expect(textbox(/^Company name/)).toHaveAttribute('maxlength', '128'));
    expect(textbox(/^Job title \(German\)/)).toHaveAttribute('maxlength', '255');
  });
});

const position = () => section('Position');
const jobTitle = (scope: HTMLElement = position()) => textbox(/^Job title \(German\)/, scope);

describe('opening a new one', () => {
  it('opens empty, without delete, with core competencies waiting for a function', async () => {
    await openPositionDialog('work-experience', ADD);
    expect(textbox(/^Company name/)).toHaveValue('');
    expect(jobTitle()).toHaveValue('');
    expectDate(await dateField(/^Start date/), '');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(combobox(/^Core competencies/)).toBeDisabled();
    expect(screen.getByText('Choose a function first: the competencies depend on it.')).toBeInTheDocument();
    for (const name of ['Other roles at this company', 'Roles at related companies', 'Missions abroad', 'Reference']) {
      expect(within(section(name)).getByRole('radio', { name: 'No' })).toBeChecked();
    }
  });

  it('offers only the contract types 100 to 600', async () => {
    const { user } = await openPositionDialog('work-experience', ADD);
    expect(await optionsOf(user, combobox(/^Type of contract/))).toEqual(CONTRACT_TYPES_EN);
  });

  it('says clearly when the position of the link does not exist', async () => {
    const { user, router } = await openDialog('work-experience/wex_nope', 'Entry not found');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await expectClosed(router, 'Entry not found');
  });
});

describe('validation', () => {
  it('names every missing required field next to it; the summary at the top leads to the first and nothing is sent', async () => {
    const requests = recordRequests();
    const { user } = await openPositionDialog('work-experience', ADD);
    await user.click(saveButton());

    await summaryLeadsTo(user, `Company name: ${REQUIRED}`, textbox(/^Company name/));
    expect(textbox(/^Company name/)).toHaveAccessibleDescription(REQUIRED);
    expect(jobTitle()).toHaveAccessibleDescription('German value is mandatory');
    for (const name of [/^Type of contract/, /^Function/, /^Role/])
      expect(combobox(name)).toHaveAccessibleDescription(REQUIRED);
    expect(await dateField(/^Start date/)).toHaveAccessibleDescription(REQUIRED);
    expect(await dateField(/^End date/)).toHaveAccessibleDescription(REQUIRED);
    // Optional fields say nothing.
    expect(combobox(/^Industry/)).not.toHaveAccessibleDescription(REQUIRED);
    expect(textbox(/^Place of work/)).not.toHaveAccessibleDescription(REQUIRED);
    expect(sent(requests, 'POST', '/manager/work_experience_composed')).toHaveLength(0);
  });

  it('"I still hold this role" clears the end date, which is then not required', async () => {
    const { user } = await openPositionDialog(`work-experience/${HANSA}`, EDIT);
    const current = within(position()).getByRole('checkbox', { name: 'I still hold this role' });
    await user.click(current);
    expectDate(await dateField(/^End date/), '');
    expect(within(await dateField(/^End date/)).getAllByRole('spinbutton')[0]).toHaveAttribute('aria-disabled', 'true');
    await user.click(current);
    expect(within(await dateField(/^End date/)).getAllByRole('spinbutton')[0]).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    await user.click(saveButton());
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
    await summaryLeadsTo(user, `End date: ${REQUIRED}`, await dateField(/^End date/));
  });

  it('refuses a start in the future', async () => {
    const { user } = await openPositionDialog(`work-experience/${HANSA}`, EDIT);
    await fillDate(user, await dateField(/^Start date/), '2999-01-01');
    await user.click(saveButton());
    expect(await screen.findByText('The start date cannot be in the future.')).toBeInTheDocument();
    await summaryLeadsTo(user, 'Start date: The start date cannot be in the future.', await dateField(/^Start date/));
  });

  it('refuses an end in the future, and an end before the start', async () => {
    const { user } = await openPositionDialog(`work-experience/${HANSA}`, EDIT);
    await fillDate(user, await dateField(/^End date/), '2999-01-01');
    await user.click(saveButton());
    expect(
      await screen.findByText(/^The end date cannot be in the future\. If you still hold this role/),
    ).toBeInTheDocument();

    await fillDate(user, await dateField(/^End date/), '2017-01-31');
    await user.click(saveButton());
    expect(await screen.findByText('The end date cannot be before the start date.')).toBeInTheDocument();
    await summaryLeadsTo(user, 'End date: The end date cannot be before the start date.', await dateField(/^End date/));
  });

  it('the industry "other" asks what it is', async () => {
    const { user } = await openPositionDialog(`work-experience/${HANSA}`, EDIT);
    expect(screen.queryByRole('textbox', { name: /^Description of the industry/ })).not.toBeInTheDocument();
    await choose(user, combobox(/^Industry/), 'Other industry (please describe)');
    await user.click(saveButton());
    await summaryLeadsTo(user, `Description of the industry: ${REQUIRED}`, textbox(/^Description of the industry/));
    expect(textbox(/^Description of the industry/)).toHaveAccessibleDescription(REQUIRED);
  });
});

describe('core competencies', () => {
  it('offers the competencies of the function, at most 3, and switching the function clears them', async () => {
    const { user } = await openPositionDialog(`work-experience/${HANSA}`, EDIT);
    const field = combobox(/^Core competencies/);
    for (const chosen of ['Cash and liquidity management', 'Working capital optimisation', 'Financing and treasury']) {
      expect(within(position()).getByRole('button', { name: chosen })).toBeInTheDocument();
    }

    await user.click(field);
    const listbox = await screen.findByRole('listbox');
    const names = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toContain('Controlling and reporting');
    expect(names).not.toContain('Securing liquidity');
    // Three are chosen already: the others are disabled, and the field says why.
    expect(within(listbox).getByRole('option', { name: 'Controlling and reporting' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByText('Selection limit reached: at most 3.')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await choose(user, combobox(/^Function/), 'Restructuring and turnaround');
    await waitFor(() => expect(screen.queryByText('Selection limit reached: at most 3.')).not.toBeInTheDocument());
    expect(within(position()).queryByRole('button', { name: 'Cash and liquidity management' })).not.toBeInTheDocument();
    await user.click(combobox(/^Core competencies/));
    const restructuring = await screen.findByRole('listbox');
    expect(within(restructuring).queryByRole('option', { name: 'Controlling and reporting' })).not.toBeInTheDocument();
    await user.click(within(restructuring).getByRole('option', { name: 'Securing liquidity' }));
    await user.keyboard('{Escape}');
  });
});

describe('the lists of a position', () => {
  it('No clears the list; the save sends it empty and the reference as null', async () => {
    const requests = recordRequests();
    const { user, router } = await openPositionDialog('work-experience/wex_drives_cfo', EDIT);
    expect(row('Mission abroad 2')).toBeInTheDocument();
    expect(row('Role at a related company 1')).toBeInTheDocument();
    await answer(user, 'Were you sent on missions abroad in this position?', 'No');
    expect(screen.queryByRole('group', { name: 'Mission abroad 1' })).not.toBeInTheDocument();
    // Yes again starts with one empty row: the old ones are gone.
    await answer(user, 'Were you sent on missions abroad in this position?', 'Yes');
    expect(combobox(/^Country/, row('Mission abroad 1'))).not.toHaveTextContent('China');
    expect(screen.queryByRole('group', { name: 'Mission abroad 2' })).not.toBeInTheDocument();
    await answer(user, 'Were you sent on missions abroad in this position?', 'No');
    await user.click(saveButton());

    await expectClosed(router, EDIT);
    const body = sent(requests, 'POST', '/manager/work_experience_composed')[0]?.body as {
      workExperience: { missionsAbroad: unknown[]; reference: unknown };
    };
    expect(body.workExperience.missionsAbroad).toEqual([]);
    expect(body.workExperience.reference).toBeNull();
    expect(berger().cv.workExperience.find((each) => each.id === 'wex_drives_cfo')?.missionsAbroad).toEqual([]);
  });

  it(`adds up to 21 rows, then says that the limit is reached`, async () => {
    const saved = berger().cv.workExperience.find((each) => each.id === HANSA)!;
    saved.sameCompanyRoles = Array.from({ length: 20 }, (_, index) => ({
      name: { de: `Funktion ${index + 1}`, en: '' },
      isActualEngagement: false,
      dateFrom: '2017-02-01',
      dateTo: '2018-09-30',
    }));
    const { user } = await openPositionDialog(`work-experience/${HANSA}`, EDIT);
    const list = section('Other roles at this company');
    expect(within(list).getByText('20 of at most 21 entries')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Add a role' }));
    expect(jobTitle(row('Role 21'))).toHaveFocus();
    expect(within(list).getByRole('button', { name: 'Add a role' })).toBeDisabled();
    expect(within(list).getByRole('status')).toHaveTextContent('You have reached the maximum of 21 entries.');
    await user.click(within(row('Role 3')).getByRole('button', { name: 'Remove role 3' }));
    expect(within(list).getByRole('button', { name: 'Add a role' })).toBeEnabled();
    expect(jobTitle(row('Role 3'))).toHaveValue('Funktion 4');
  });

  it('rounds the months abroad to whole months when the field is left, and refuses less than one', async () => {
    const { user } = await openPositionDialog('work-experience/wex_drives_cfo', EDIT);
    const months = textbox(/^Months spent/, row('Mission abroad 1'));
    expect(months).toHaveValue('6');
    await fill(user, months, '2,5');
    await user.tab();
    expect(months).toHaveValue('3');
    await fill(user, months, '0.4');
    await user.tab();
    expect(months).toHaveValue('0');
    await user.click(saveButton());
    expect(
      await screen.findByText('Please enter at least 1 whole month (the months are rounded to whole months).'),
    ).toBeInTheDocument();
    await summaryLeadsTo(
      user,
      'Months spent: Please enter at least 1 whole month (the months are rounded to whole months).',
      months,
    );
  });

  it('asks for the group name and country once there are roles at related companies', async () => {
    const { user } = await openPositionDialog(`work-experience/${HANSA}`, EDIT);
    await answer(user, 'Did you hold roles at related (sister) companies of the group?', 'Yes');
    const related = row('Role at a related company 1');
    await user.click(saveButton());
    await summaryLeadsTo(user, `Name of the company group: ${REQUIRED}`, textbox(/^Name of the company group/));
    expect(textbox(/^Name of the company group/)).toHaveAccessibleDescription(REQUIRED);
    expect(combobox(/^Country of the company group/)).toHaveAccessibleDescription(REQUIRED);
    expect(textbox(/^Name of the related company/, related)).toHaveAccessibleDescription(REQUIRED);
    expect(jobTitle(related)).toHaveAccessibleDescription('German value is mandatory');
    expect(await dateField(/^Start date/, related)).toHaveAccessibleDescription(REQUIRED);
  });

  it('a reference needs a name', async () => {
    const { user } = await openPositionDialog('work-experience/wex_alpenmilch_cro', EDIT);
    await answer(user, 'Can you name a reference for this position?', 'Yes');
    await user.click(saveButton());
    await summaryLeadsTo(user, `Name of the reference: ${REQUIRED}`, textbox(/^Name of the reference/));
    expect(textbox(/^Name of the reference/)).toHaveAccessibleDescription(REQUIRED);
  });
});

describe('saving', () => {
  it('adds a position at a new company with a same-company role, a sister-company role, a mission abroad and a reference', async () => {
    const requests = recordRequests();
    const { user, router, store } = await openPositionDialog('work-experience', ADD);
    await fill(user, textbox(/^Company name/), '  Südlicht Optik GmbH ');
    await fill(user, textbox(/^City \(German\)/), 'Jena');
    await choose(user, combobox(/^Country$/), 'Germany');
    await choose(user, combobox(/^Industry/), 'Healthcare and medical technology');
    await choose(user, combobox(/^Number of employees/), '250 to 999 employees');
    await fill(user, jobTitle(), 'Interim-Geschäftsführerin');
    await choose(user, combobox(/^Type of contract/), 'Interim assignment');
    await choose(user, combobox(/^Function/), 'General management (CEO)');
    await choose(user, combobox(/^Role/), 'Managing director');
    await fillDate(user, await dateField(/^Start date/, position()), '2021-01-01');
    await user.click(within(position()).getByRole('checkbox', { name: 'I still hold this role' }));
    await choose(user, combobox(/^Revenue responsibility/), '€50 to 250 million');

    await answer(user, 'Did you hold other roles at this company?', 'Yes');
    const role = row('Role 1');
    await fill(user, jobTitle(role), 'Leiterin Vertrieb');
    await fillDate(user, await dateField(/^Start date/, role), '2021-01-01');
    await fillDate(user, await dateField(/^End date/, role), '2021-12-31');

    await answer(user, 'Did you hold roles at related (sister) companies of the group?', 'Yes');
    await fill(user, textbox(/^Name of the company group/), 'Südlicht-Gruppe');
    await choose(user, combobox(/^Country of the company group/), 'Germany');
    const related = row('Role at a related company 1');
    await fill(user, textbox(/^Name of the related company/, related), 'Südlicht Medical GmbH');
    await fill(user, jobTitle(related), 'Beirätin');
    await fillDate(user, await dateField(/^Start date/, related), '2022-01-01');
    await user.click(within(related).getByRole('checkbox', { name: 'I still hold this role' }));

    await answer(user, 'Were you sent on missions abroad in this position?', 'Yes');
    const mission = row('Mission abroad 1');
    await choose(user, combobox(/^Country/, mission), 'Austria');
    await fill(user, textbox(/^Months spent/, mission), '2.5');
    await choose(user, combobox(/^Type of mission/, mission), 'Project');

    await answer(user, 'Can you name a reference for this position?', 'Yes');
    await fill(user, textbox(/^Name of the reference/), 'Dr. Eva Lind');
    await user.click(saveButton());

    await expectClosed(router, ADD);
    const posts = sent(requests, 'POST', '/manager/work_experience_composed');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      workExperience: {
        companyName: 'Südlicht Optik GmbH',
        city: { de: 'Jena', en: '' },
        country: 'DE',
        ownershipStructure: '',
        companyEmployees: '300',
        companyTurnover: '',
        industry: '600',
        industryDescription: '',
        companySituation: '',
        companyGroupId: '',
        companyGroupName: 'Südlicht-Gruppe',
        companyGroupCountry: 'DE',
        name: { de: 'Interim-Geschäftsführerin', en: '' },
        function: '100',
        role: '200',
        contractType: '200',
        commitment: '',
        placeOfOccupation: '',
        countryOfOccupation: '',
        reportingTo: '',
        isActualEngagement: true,
        dateFrom: '2021-01-01',
        dateTo: '',
        description: { de: '', en: '' },
        revenueResponsability: '400',
        costBudgetResponsability: '',
        personnelResponsability: '',
        noOfDirectReports: '',
        coreCompetencies: [],
        missionsAbroad: [{ country: 'AT', monthsSpent: 3, assignmentType: '100' }],
        reference: { name: 'Dr. Eva Lind', position: '', contactDetails: '', comment: '' },
      },
      sameCompanyRoles: [
        {
          name: { de: 'Leiterin Vertrieb', en: '' },
          isActualEngagement: false,
          dateFrom: '2021-01-01',
          dateTo: '2021-12-31',
        },
      ],
      relatedCompanyRoles: [
        {
          companyName: 'Südlicht Medical GmbH',
          name: { de: 'Beirätin', en: '' },
          isActualEngagement: true,
          dateFrom: '2022-01-01',
          dateTo: '',
        },
      ],
    });
    const stored = berger().cv.workExperience.find((each) => each.companyName === 'Südlicht Optik GmbH');
    expect(stored?.companyGroupName).toBe('Südlicht-Gruppe');
    const cv = Object.values(store.getState().resume?.cvs ?? {})[0]?.data;
    expect(cv?.workExperience.some((each) => each.name.de === 'Interim-Geschäftsführerin')).toBe(true);
    expect(await screen.findByText('Interim-Geschäftsführerin')).toBeInTheDocument();
  });

  it('saves an edit with its ids; the English texts go back exactly as saved', async () => {
    const requests = recordRequests();
    const { user, router } = await openPositionDialog('work-experience/wex_nordwerk_finance', EDIT);
    await fill(user, jobTitle(), 'Kaufmännische Leiterin Antriebe');
    await fill(user, jobTitle(row('Role 2')), 'Mitglied des Kreditausschusses');
    await user.click(saveButton());

    await expectClosed(router, EDIT);
    const body = sent(requests, 'POST', '/manager/work_experience_composed')[0]?.body as {
      workExperience: Record<string, unknown>;
      sameCompanyRoles: { name: unknown }[];
    };
    expect(body.workExperience).toMatchObject({
      id: 'wex_nordwerk_finance',
      companyId: 'cmp_nordwerk',
      companyGroupId: 'grp_nordwerk',
      name: { de: 'Kaufmännische Leiterin Antriebe', en: 'Head of Finance, Drives Division' },
      city: { de: 'München', en: 'Munich' },
      coreCompetencies: ['20001', '20003', '20002'],
      reference: {
        name: 'Dr. Henrik Vossberg',
        position: 'Ehemaliger Finanzvorstand der Nordwerk AG',
        contactDetails: 'h.vossberg@vossberg-beratung.example',
        comment: '',
      },
    });
    expect(body.sameCompanyRoles.map((role) => role.name)).toEqual([
      { de: 'Projektleiterin SAP-Einführung Finanzen (FI/CO)', en: 'Project lead, SAP finance roll-out (FI/CO)' },
      { de: 'Mitglied des Kreditausschusses', en: 'Member of the credit committee' },
    ]);
  });

  it('edits the English texts when the CV language is English, leaving the German ones alone', async () => {
    window.localStorage.setItem('portal.resumeLanguage', 'en');
    const requests = recordRequests();
    const { user, router } = await openPositionDialog(`work-experience/${HANSA}`, EDIT);
    expect(screen.queryByRole('textbox', { name: /^Job title \(German\)/ })).not.toBeInTheDocument();
    await fill(user, textbox(/^Job title \(English\)/, position()), 'Interim Chief Financial Officer');
    await user.click(saveButton());
    await expectClosed(router, EDIT);
    expect(
      (sent(requests, 'POST', '/manager/work_experience_composed')[0]?.body as { workExperience: { name: unknown } })
        .workExperience.name,
    ).toEqual({
      de: 'Interim-CFO',
      en: 'Interim Chief Financial Officer',
    });
  });

  it('keeps the dialog open with every value when the save fails, and says so', async () => {
    server.use(
      http.post('*/api/v1/manager/work_experience_composed', () =>
        HttpResponse.json({ code: 'server', message: 'boom' }, { status: 500 }),
      ),
    );
    const { user, store } = await openPositionDialog(`work-experience/${HANSA}`, EDIT);
    await fill(user, textbox(/^Company name/), 'Hansa Logistik SE');
    await choose(user, combobox(/^Role/), 'Head of division');
    await answer(user, 'Were you sent on missions abroad in this position?', 'Yes');
    await choose(user, combobox(/^Country/, row('Mission abroad 1')), 'Denmark');
    await fill(user, textbox(/^Months spent/, row('Mission abroad 1')), '4');
    await choose(user, combobox(/^Type of mission/, row('Mission abroad 1')), 'Secondment');
    await user.click(saveButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SAVE_FAILED);
    expect(screen.getByRole('dialog', { name: EDIT })).toBeInTheDocument();
    expect(textbox(/^Company name/)).toHaveValue('Hansa Logistik SE');
    expect(combobox(/^Role/)).toHaveTextContent('Head of division');
    expect(combobox(/^Country/, row('Mission abroad 1'))).toHaveTextContent('Denmark');
    expect(textbox(/^Months spent/, row('Mission abroad 1'))).toHaveValue('4');
    expect(saveButton()).toBeEnabled();
    expect(berger().cv.workExperience.find((each) => each.id === HANSA)?.companyName).toBe('Hansa Logistik GmbH');
    const cv = Object.values(store.getState().resume?.cvs ?? {})[0]?.data;
    expect(cv?.workExperience.find((each) => each.id === HANSA)?.companyName).toBe('Hansa Logistik GmbH');
  });

  it("shows the server's field errors next to the fields", async () => {
    server.use(
      http.post('*/api/v1/manager/work_experience_composed', () =>
        HttpResponse.json(
          { code: 'validation', message: 'invalid', fields: { 'workExperience.companyName': 'required' } },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openPositionDialog(`work-experience/${HANSA}`, EDIT);
    await fill(user, textbox(/^Company name/), 'Hansa');
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(SAVE_FAILED);
    await waitFor(() => expect(textbox(/^Company name/)).toHaveAccessibleDescription(REQUIRED));
  });
});

describe('leaving without saving', () => {
  it('asks before discarding changes', async () => {
    const { user, router } = await openPositionDialog(`work-experience/${HANSA}`, EDIT);
    await fill(user, textbox(/^Company name/), 'Hansa Logistik SE');
    await user.click(cancelButton());
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument(),
    );
    expect(textbox(/^Company name/)).toHaveValue('Hansa Logistik SE');
    await user.click(cancelButton());
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    await expectClosed(router, EDIT);
  });

  it('offers the draft back after a remount, rows included', async () => {
    const first = await openPositionDialog(`work-experience/${HANSA}`, EDIT);
    await fill(first.user, textbox(/^Company name/), 'Entwurf GmbH');
    await answer(first.user, 'Did you hold other roles at this company?', 'Yes');
    await fill(first.user, jobTitle(row('Role 1')), 'Entwurfsrolle');
    first.unmount();

    const { user } = await openPositionDialog(`work-experience/${HANSA}`, EDIT);
    expect(textbox(/^Company name/)).toHaveValue('Hansa Logistik GmbH');
    expect(screen.getByText(DRAFT_FOUND)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore changes' }));
    expect(textbox(/^Company name/)).toHaveValue('Entwurf GmbH');
    expect(jobTitle(row('Role 1'))).toHaveValue('Entwurfsrolle');
  });
});

describe('deleting', () => {
  it('asks "are you sure"; No goes back, Yes deletes and closes', async () => {
    const requests = recordRequests();
    const { user, router } = await openPositionDialog('work-experience/wex_solvia_board', EDIT);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Are you sure? Deleted data cannot be restored.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await expectClosed(router, EDIT);
    expect(sent(requests, 'DELETE', '/manager/work_experience/wex_solvia_board')).toHaveLength(1);
    expect(berger().cv.workExperience.map((each) => each.id)).not.toContain('wex_solvia_board');
    expect(screen.queryByText('Entry not found')).not.toBeInTheDocument();
  });

  it("says so when the position is the company's last: the company goes with it", async () => {
    const { user, router } = await openPositionDialog(`work-experience/${HANSA}`, EDIT);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(
      screen.getByText(
        'This is your only position at Hansa Logistik GmbH: deleting it also deletes the company from your CV. Deleted data cannot be restored. Are you sure?',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await expectClosed(router, EDIT);
    expect(berger().cv.workExperience.some((each) => each.companyId === 'cmp_hansa')).toBe(false);
  });

  it("says so when it is the CV's last position", async () => {
    berger().cv.workExperience = berger().cv.workExperience.filter((each) => each.id === HANSA);
    const { user } = await openPositionDialog(`work-experience/${HANSA}`, EDIT);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(
      screen.getByText(
        /^This is the only position on your CV: deleting it also deletes the company Hansa Logistik GmbH/,
      ),
    ).toBeInTheDocument();
  });

  it('stays open and says so when the delete fails', async () => {
    server.use(
      http.delete('*/api/v1/manager/work_experience/:id', () =>
        HttpResponse.json({ code: 'server', message: 'boom' }, { status: 500 }),
      ),
    );
    const { user } = await openPositionDialog(`work-experience/${HANSA}`, EDIT);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText(new RegExp(SAVE_FAILED.slice(0, 30)))).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: EDIT })).toBeInTheDocument();
  });
});
