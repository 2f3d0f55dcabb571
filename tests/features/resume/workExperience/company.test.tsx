import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { server } from '@mocks/node';

import { recordRequests } from '../../../test-utils';
import { fill, sent, summaryLeadsTo } from '../../helpers';
import {
  berger,
  cancelButton,
  choose,
  expectClosed,
  openDialog,
  REQUIRED,
  SAVE_FAILED,
  saveButton,
} from '../dialogs/dialogHelpers';
import { combobox, section, textbox } from './weHelpers';

/** `company/:id` (company information only). */

vi.setConfig({ testTimeout: 90_000 });

const TITLE = 'Edit company';

it('shows the company facts and group, and says they apply to all its positions', async () => {
  await openDialog('company/cmp_nordwerk', TITLE);
  expect(textbox(/^Company name/)).toHaveValue('Nordwerk AG');
  expect(textbox(/^City \(German\)/)).toHaveValue('München');
  await waitFor(() => expect(combobox(/^Industry/)).toHaveTextContent('Mechanical and plant engineering'));
  expect(combobox(/^Company situation/)).toHaveTextContent('Stable development');
  expect(textbox(/^Name of the company group/)).toHaveValue('Nordwerk-Gruppe');
  expect(
    within(section('Company')).getByText('These company details apply to all 2 of your positions at this company.'),
  ).toBeInTheDocument();
  // Only company information: no position fields, no delete.
  expect(screen.queryByRole('textbox', { name: /^Job title/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
});

it('sends the facts with the latest position as saved; the server applies them to every position', async () => {
  const requests = recordRequests();
  const { user, router } = await openDialog('company/cmp_nordwerk', TITLE);
  await fill(user, textbox(/^Company name/), 'Nordwerk SE');
  await fill(user, textbox(/^City \(German\)/), 'Garching');
  await choose(user, combobox(/^Company situation/), 'Growth');
  await user.click(saveButton());

  await expectClosed(router, TITLE);
  const body = sent(requests, 'POST', '/manager/work_experience_composed')[0]?.body as {
    workExperience: Record<string, unknown>;
    sameCompanyRoles: unknown[];
  };
  const latest = berger().cv.workExperience.find((each) => each.id === 'wex_nordwerk_finance');
  expect(body.workExperience).toMatchObject({
    id: 'wex_nordwerk_finance',
    companyId: 'cmp_nordwerk',
    companyName: 'Nordwerk SE',
    city: { de: 'Garching', en: 'Munich' },
    companySituation: '100',
    name: { de: 'Kaufmännische Leiterin der Division Antriebe', en: 'Head of Finance, Drives Division' },
    dateFrom: '2010-07-01',
  });
  expect(body.sameCompanyRoles).toHaveLength(2);
  expect(latest?.sameCompanyRoles).toHaveLength(2);
  expect(
    berger()
      .cv.workExperience.filter((each) => each.companyId === 'cmp_nordwerk')
      .map((each) => each.companyName),
  ).toEqual(['Nordwerk SE', 'Nordwerk SE']);
});

it('needs the group when a position of the company lists roles at related companies', async () => {
  const { user } = await openDialog('company/cmp_nordwerk_drives', TITLE);
  expect(screen.getByText(/^A position at this company lists roles at related companies/)).toBeInTheDocument();
  await user.clear(textbox(/^Name of the company group/));
  await user.click(saveButton());
  await summaryLeadsTo(user, `Name of the company group: ${REQUIRED}`, textbox(/^Name of the company group/));
  expect(textbox(/^Name of the company group/)).toHaveAccessibleDescription(REQUIRED);
});

it('keeps a company in its group: it leaves the group in the group dialog', async () => {
  const { user } = await openDialog('company/cmp_nordwerk', TITLE);
  expect(
    screen.getByText(/^This company belongs to a company group\. You can rename the group here/),
  ).toBeInTheDocument();
  await user.clear(textbox(/^Name of the company group/));
  await user.click(saveButton());
  await waitFor(() => expect(textbox(/^Name of the company group/)).toHaveAccessibleDescription(REQUIRED));
});

it('needs the company name, and keeps every value when the save fails', async () => {
  server.use(
    http.post('*/api/v1/manager/work_experience_composed', () =>
      HttpResponse.json({ code: 'server', message: 'boom' }, { status: 500 }),
    ),
  );
  const { user } = await openDialog('company/cmp_hansa', TITLE);
  await user.clear(textbox(/^Company name/));
  await user.click(saveButton());
  await waitFor(() => expect(textbox(/^Company name/)).toHaveAccessibleDescription(REQUIRED));

  await fill(user, textbox(/^Company name/), 'Hansa Logistik SE');
  await user.click(saveButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(SAVE_FAILED);
  expect(textbox(/^Company name/)).toHaveValue('Hansa Logistik SE');
  expect(berger().cv.workExperience.find((each) => each.companyId === 'cmp_hansa')?.companyName).toBe(
    'Hansa Logistik GmbH',
  );

  await user.click(cancelButton());
  expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeInTheDocument();
});

it('says clearly when the company does not exist', async () => {
  await openDialog('company/cmp_nope', 'Entry not found');
});
