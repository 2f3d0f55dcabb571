import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { server } from '@mocks/node';

import { DEMO, recordRequests } from '../../../test-utils';
import { fill, renderApp, sent, summaryLeadsTo } from '../../helpers';
import {
  berger,
  choose,
  DRAFT_FOUND,
  expectClosed,
  openDialog,
  optionsOf,
  REQUIRED,
  SAVE_FAILED,
  saveButton,
} from '../dialogs/dialogHelpers';
import { chooseMany, combobox, textbox } from './weHelpers';

/** `add-company-group/:id?`: name, country, at least one company; delete. */

vi.setConfig({ testTimeout: 90_000 });

const NEW = 'Add a company group';
const EDIT = 'Edit company group';
const companies = () => combobox(/^Companies in the group/);

it('makes a new group of companies of the CV', async () => {
  const requests = recordRequests();
  const { user, router } = await openDialog('add-company-group', NEW);
  expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  await fill(user, textbox(/^Name of the company group/), ' Elbe Holding ');
  await choose(user, combobox(/^Country of the company group/), 'Germany');
  await chooseMany(user, companies(), ['Hansa Logistik GmbH', 'Alpenmilch Molkerei eG']);
  await user.click(saveButton());

  await expectClosed(router, NEW);
  expect(sent(requests, 'POST', '/manager/save_company_group')[0]?.body).toEqual({
    workExperience: {
      companyGroupName: 'Elbe Holding',
      companyGroupCountry: 'DE',
      companiesInGroup: ['cmp_hansa', 'cmp_alpenmilch'],
    },
  });
  const grouped = berger()
    .cv.workExperience.filter((each) => each.companyGroupName === 'Elbe Holding')
    .map((each) => each.companyId);
  expect(new Set(grouped)).toEqual(new Set(['cmp_hansa', 'cmp_alpenmilch']));
});

it('names what is missing: name, country and at least one company', async () => {
  const requests = recordRequests();
  const { user } = await openDialog('add-company-group', NEW);
  await user.click(saveButton());
  await summaryLeadsTo(user, `Name of the company group: ${REQUIRED}`, textbox(/^Name of the company group/));
  expect(textbox(/^Name of the company group/)).toHaveAccessibleDescription(REQUIRED);
  expect(combobox(/^Country of the company group/)).toHaveAccessibleDescription(REQUIRED);
  expect(screen.getByText('Please choose at least one company.')).toBeInTheDocument();
  expect(sent(requests, 'POST', '/manager/save_company_group')).toHaveLength(0);
});

it('edits a group: its companies are chosen, and one left out leaves the group', async () => {
  const requests = recordRequests();
  const { user, router } = await openDialog('add-company-group/grp_nordwerk', EDIT);
  expect(textbox(/^Name of the company group/)).toHaveValue('Nordwerk-Gruppe');
  await waitFor(() => expect(combobox(/^Country of the company group/)).toHaveTextContent('Germany'));
  const chips = screen.getAllByRole('button', { name: /^Nordwerk/ }).map((chip) => chip.textContent);
  expect(chips).toEqual(expect.arrayContaining(['Nordwerk AG', 'Nordwerk Antriebstechnik GmbH']));
  await user.click(
    within(screen.getByRole('button', { name: 'Nordwerk Antriebstechnik GmbH' })).getByTestId('CancelIcon'),
  );
  await user.click(saveButton());

  await expectClosed(router, EDIT);
  expect(sent(requests, 'POST', '/manager/save_company_group')[0]?.body).toEqual({
    workExperience: {
      companyGroupId: 'grp_nordwerk',
      companyGroupName: 'Nordwerk-Gruppe',
      companyGroupCountry: 'DE',
      companiesInGroup: ['cmp_nordwerk'],
    },
  });
  expect(berger().cv.workExperience.find((each) => each.companyId === 'cmp_nordwerk_drives')?.companyGroupId).toBe('');
});

it('offers the companies the CV passes in the navigation state, saying which are in another group', async () => {
  const { user } = await renderApp({
    route: '/resume/add-company-group',
    signedInAs: DEMO.manager,
    state: {
      fromBase: true,
      companies: [
        { compId: 'cmp_hansa', companyName: 'Hansa Logistik GmbH' },
        { compId: 'cmp_nordwerk', companyName: 'Nordwerk AG' },
      ],
    },
  });
  await screen.findByRole('dialog', { name: NEW });
  await user.click(companies());
  const listbox = await screen.findByRole('listbox');
  expect(
    within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Hansa Logistik GmbH', 'Nordwerk AG (now in Nordwerk-Gruppe)']);
});

it('deletes a group after "are you sure"; its companies stay on the CV', async () => {
  const requests = recordRequests();
  const { user, router } = await openDialog('add-company-group/grp_nordwerk', EDIT);
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  expect(
    screen.getByText(
      'Delete this company group? The companies and positions stay on your CV; only their grouping is removed.',
    ),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
  await expectClosed(router, EDIT);
  expect(sent(requests, 'DELETE', '/manager/company_group/grp_nordwerk')).toHaveLength(1);
  expect(berger().cv.workExperience.some((each) => each.companyGroupId === 'grp_nordwerk')).toBe(false);
  expect(berger().cv.workExperience.some((each) => each.companyId === 'cmp_nordwerk')).toBe(true);
  expect(screen.queryByText('Entry not found')).not.toBeInTheDocument();
});

it('keeps every value when the save fails, and offers the draft back', async () => {
  server.use(
    http.post('*/api/v1/manager/save_company_group', () =>
      HttpResponse.json({ code: 'server', message: 'boom' }, { status: 500 }),
    ),
  );
  const first = await openDialog('add-company-group/grp_nordwerk', EDIT);
  await fill(first.user, textbox(/^Name of the company group/), 'Nordwerk Holding');
  await first.user.click(saveButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(SAVE_FAILED);
  expect(textbox(/^Name of the company group/)).toHaveValue('Nordwerk Holding');
  first.unmount();

  const { user } = await openDialog('add-company-group/grp_nordwerk', EDIT);
  expect(screen.getByText(DRAFT_FOUND)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Restore changes' }));
  expect(textbox(/^Name of the company group/)).toHaveValue('Nordwerk Holding');
  expect(await optionsOf(user, combobox(/^Country of the company group/))).toContain('Germany');
});

it('says clearly when the group does not exist', async () => {
  await openDialog('add-company-group/grp_nope', 'Entry not found');
});
