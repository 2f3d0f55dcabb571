import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { server } from '@mocks/node';

import { recordRequests } from '../../../test-utils';
import { expectDate, fill, fillDate, sent, summaryLeadsTo } from '../../helpers';
import {
  berger,
  choose,
  DRAFT_FOUND,
  expectClosed,
  openDialog,
  REQUIRED,
  SAVE_FAILED,
  saveButton,
} from '../dialogs/dialogHelpers';
import {
  answer,
  combobox,
  dateField,
  fillTreasuryPosition,
  openPositionDialog,
  row,
  section,
  textbox,
} from './weHelpers';

/** `position-in-company/:id`: a new position at an existing company. */

vi.setConfig({ testTimeout: 90_000 });

const TITLE = 'Add a position at Nordwerk AG';
const jobTitle = (scope: HTMLElement = section('Position')) => textbox(/^Job title \(German\)/, scope);

it("shows the company's facts read-only and asks only for the position", async () => {
  await openPositionDialog('position-in-company/cmp_nordwerk', TITLE);
  const company = section('Company');
  expect(
    within(company).getByText(
      'The new position is added to this company. To change the company details, edit the company on your CV.',
    ),
  ).toBeInTheDocument();
  const facts: [string, string][] = [
    ['Company name', 'Nordwerk AG'],
    ['City', 'München'],
    ['Country', 'Germany'],
    ['Industry', 'Mechanical and plant engineering'],
    ['Ownership structure', 'Listed company'],
    ['Name of the company group', 'Nordwerk-Gruppe'],
  ];
  for (const [term, value] of facts) {
    expect(within(company).getByText(term).nextElementSibling).toHaveTextContent(value);
  }
  expect(screen.queryByRole('textbox', { name: /^Company name/ })).not.toBeInTheDocument();
  expect(jobTitle()).toHaveValue('');
  expectDate(await dateField(/^Start date/), '');
  expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
});

it('adds the position to that company (companyId, no id) with its facts unchanged', async () => {
  const requests = recordRequests();
  const { user, router } = await openPositionDialog('position-in-company/cmp_nordwerk', TITLE);
  await fillTreasuryPosition(user, jobTitle());
  await user.click(saveButton());

  await expectClosed(router, TITLE);
  const body = sent(requests, 'POST', '/manager/work_experience_composed')[0]?.body as {
    workExperience: Record<string, unknown>;
  };
  expect(body.workExperience).not.toHaveProperty('id');
  expect(body.workExperience).toMatchObject({
    companyId: 'cmp_nordwerk',
    companyName: 'Nordwerk AG',
    city: { de: 'München', en: 'Munich' },
    industry: '200',
    companyGroupId: 'grp_nordwerk',
    companyGroupName: 'Nordwerk-Gruppe',
    companyGroupCountry: 'DE',
    name: { de: 'Leiterin Treasury', en: '' },
    contractType: '100',
    dateFrom: '2003-01-01',
    dateTo: '2004-08-31',
  });
  expect(berger().cv.workExperience.filter((each) => each.companyId === 'cmp_nordwerk')).toHaveLength(3);
});

it('validates like the work-experience dialog', async () => {
  const { user } = await openPositionDialog('position-in-company/cmp_hansa', 'Add a position at Hansa Logistik GmbH');
  await answer(user, 'Did you hold roles at related (sister) companies of the group?', 'Yes');
  await user.click(saveButton());
  await summaryLeadsTo(user, 'Job title (German): German value is mandatory', jobTitle());
  expect(jobTitle()).toHaveAccessibleDescription('German value is mandatory');
  expect(combobox(/^Function/)).toHaveAccessibleDescription(REQUIRED);
  // Hansa has no group yet: with a sister-company role it needs one.
  expect(textbox(/^Name of the company group/)).toHaveAccessibleDescription(REQUIRED);
  expect(textbox(/^Name of the related company/, row('Role at a related company 1'))).toHaveAccessibleDescription(
    REQUIRED,
  );
});

it("also opens by the id of one of the company's positions", async () => {
  await openPositionDialog('position-in-company/wex_solvia_cfo', 'Add a position at Solvia Energie AG');
});

it('says clearly when the company does not exist', async () => {
  const { user, router } = await openDialog('position-in-company/cmp_nope', 'Entry not found');
  await user.click(screen.getByRole('button', { name: 'Close' }));
  await expectClosed(router, 'Entry not found');
});

it('keeps every value when the save fails, and the draft after a remount', async () => {
  server.use(
    http.post('*/api/v1/manager/work_experience_composed', () =>
      HttpResponse.json({ code: 'server', message: 'boom' }, { status: 500 }),
    ),
  );
  const first = await openPositionDialog('position-in-company/cmp_nordwerk', TITLE);
  await fill(first.user, jobTitle(), 'Leiterin Treasury');
  await choose(first.user, combobox(/^Type of contract/), 'Permanent employment');
  await choose(first.user, combobox(/^Function/), 'Finance and controlling (CFO)');
  await choose(first.user, combobox(/^Role/), 'Head of department');
  await fillDate(first.user, await dateField(/^Start date/), '2003-01-01');
  await first.user.click(within(section('Position')).getByRole('checkbox', { name: 'I still hold this role' }));
  await first.user.click(saveButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(SAVE_FAILED);
  expect(jobTitle()).toHaveValue('Leiterin Treasury');
  expect(combobox(/^Role/)).toHaveTextContent('Head of department');
  expect(berger().cv.workExperience.filter((each) => each.companyId === 'cmp_nordwerk')).toHaveLength(2);
  first.unmount();

  const { user } = await openPositionDialog('position-in-company/cmp_nordwerk', TITLE);
  expect(screen.getByText(DRAFT_FOUND)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Restore changes' }));
  expect(jobTitle()).toHaveValue('Leiterin Treasury');
  expect(within(section('Position')).getByRole('checkbox', { name: 'I still hold this role' })).toBeChecked();
});
