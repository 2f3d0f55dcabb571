import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { i18n } from '@/lib/i18n';
import { server } from '@mocks/node';

import { recordRequests } from '../../../test-utils';
import { dateField, expectDate, fill, fillDate, sent, summaryLeadsTo, todayIso } from '../../helpers';
import {
  berger,
  cancelButton,
  combobox,
  DRAFT_FOUND,
  expectClosed,
  openDialog,
  REQUIRED,
  SAVE_FAILED,
  saveButton,
  SERVER_ERROR,
  SLOW,
  textbox,
} from './dialogHelpers';

/** The availability-and-rates dialog. */

const TITLE = 'Availability and rates';
const availableFrom = () => dateField(/^Available from/);
const rateFrom = () => textbox(/^Daily rate from/);
const rateTo = () => textbox(/^Daily rate to/);
const income = () => textbox(/^Annual target income/);

function setAvailability(overrides: Partial<ReturnType<typeof berger>['cv']['availability']>) {
  Object.assign(berger().cv.availability, overrides);
}

describe('availability and rates', { timeout: SLOW }, () => {
  it('shows the saved values, amounts with a euro sign and as the UI language writes them', async () => {
    const saved = berger().cv.availability;
    await openDialog('availability', TITLE);
    expectDate(await availableFrom(), saved.availableFrom);
    expect(textbox(/^Remarks on your availability/)).toHaveValue(saved.availableFromRemarks);
    await waitFor(() => expect(combobox(/^Mobility/)).toHaveTextContent('Germany, Austria and Switzerland'));
    for (const chip of ['Full time on site', 'Hybrid (on site and remote)', 'Weekly commuting']) {
      expect(screen.getByRole('button', { name: chip })).toBeInTheDocument();
    }
    expect(rateFrom()).toHaveValue('1400');
    expect(rateTo()).toHaveValue('1800');
    expect(income()).toHaveValue('280000');
    expect(screen.getAllByText('€')).toHaveLength(3);
    // en-IN (docs/decisions/019-locale-formats.md), Indian grouping.
    expect(rateFrom()).toHaveAccessibleDescription('Shown as €1,400');
    expect(income()).toHaveAccessibleDescription('Shown as €2,80,000');

    await act(() => i18n.changeLanguage('de'));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Tagessatz von/ })).toHaveAccessibleDescription(
        /^Angezeigt als 1\.400\s€$/,
      ),
    );
    expect(screen.getByRole('textbox', { name: /^Jahreszieleinkommen/ })).toHaveAccessibleDescription(
      /^Angezeigt als 280\.000\s€$/,
    );
  });

  it('saves the values, amounts as numbers with leading zeros gone', async () => {
    const requests = recordRequests();
    const { user, router } = await openDialog('availability', TITLE);
    await fillDate(user, await availableFrom(), todayIso());
    await fill(user, rateFrom(), '0950');
    await user.tab();
    expect(rateFrom()).toHaveValue('950');
    await fill(user, rateTo(), '1200');
    await fill(user, income(), '');
    await user.tab();
    // An empty amount becomes 0.
    expect(income()).toHaveValue('0');
    await fill(user, textbox(/^Remarks on your mobility/), ' Nur Bayern ');
    await user.click(saveButton());

    await expectClosed(router, TITLE);
    expect(sent(requests, 'PUT', '/manager/availability')[0]?.body).toEqual({
      availableFrom: todayIso(),
      availableFromRemarks: 'Bei dringendem Bedarf auch zwei Wochen früher möglich.',
      operationalReadiness: ['100', '400', '500'],
      dailyRateFrom: 950,
      dailyRateTo: 1200,
      annualTargetIncome: 0,
      mobility: '300',
      mobilityRemarks: 'Nur Bayern',
    });
    expect(berger().cv.availability.dailyRateFrom).toBe(950);
  });

  it('turns an emptied daily rate into 0 and then says it must be at least 1', async () => {
    const requests = recordRequests();
    const { user } = await openDialog('availability', TITLE);
    await fill(user, rateFrom(), '');
    await user.tab();
    expect(rateFrom()).toHaveValue('0');
    await user.click(saveButton());
    await waitFor(() => expect(rateFrom()).toHaveAccessibleDescription('The daily rate must be at least 1 euro.'));
    await summaryLeadsTo(user, 'Daily rate from: The daily rate must be at least 1 euro.', rateFrom());
    expect(sent(requests, 'PUT', '/manager/availability')).toHaveLength(0);
  });

  it('names an amount that is not a whole number of euros', async () => {
    const { user } = await openDialog('availability', TITLE);
    await fill(user, rateTo(), '1.900');
    await user.click(saveButton());
    await waitFor(() =>
      expect(rateTo()).toHaveAccessibleDescription('Please enter a whole amount in euro, in digits only (e.g. 1200).'),
    );
  });

  it('wants the lower daily rate not above the upper one', async () => {
    const { user } = await openDialog('availability', TITLE);
    await fill(user, rateFrom(), '2000');
    await user.click(saveButton());
    await waitFor(() =>
      expect(rateTo()).toHaveAccessibleDescription('The upper daily rate cannot be below the lower one.'),
    );
    await summaryLeadsTo(user, 'Daily rate to: The upper daily rate cannot be below the lower one.', rateTo());
  });

  it('offers no day before today in the calendar', async () => {
    setAvailability({ availableFrom: '' });
    const { user } = await openDialog('availability', TITLE);
    await user.click(await screen.findByRole('button', { name: 'Open the calendar for Available from' }));
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(2));
    const calendar = screen.getAllByRole('dialog').at(-1)!;
    const today = new Date();
    expect(within(calendar).getByRole('gridcell', { name: String(today.getDate()) })).toBeEnabled();
    if (today.getDate() > 1)
      expect(within(calendar).getByRole('gridcell', { name: String(today.getDate() - 1) })).toBeDisabled();
  });

  it('refuses a date in the past and requires readiness and mobility', async () => {
    setAvailability({ operationalReadiness: [], mobility: '' });
    const requests = recordRequests();
    const { user } = await openDialog('availability', TITLE);
    await fillDate(user, await availableFrom(), '2020-01-01');
    await user.click(saveButton());
    expect(await screen.findByText('The availability date cannot be in the past.')).toBeInTheDocument();
    await summaryLeadsTo(user, 'Available from: The availability date cannot be in the past.', await availableFrom());
    expect(combobox(/^Mobility/)).toHaveAccessibleDescription(REQUIRED);
    expect(screen.getByText('Please choose at least one option.')).toBeInTheDocument();
    expect(sent(requests, 'PUT', '/manager/availability')).toHaveLength(0);
  });

  it('keeps every value when the save fails, and says so', async () => {
    server.use(
      http.put('*/api/v1/manager/availability', () =>
        HttpResponse.json({ code: 'server', message: 'boom' }, { status: 500 }),
      ),
    );
    const { user } = await openDialog('availability', TITLE);
    await fill(user, rateFrom(), '1500');
    await fill(user, rateTo(), '2100');
    await user.click(saveButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SAVE_FAILED);
    expect(alert).toHaveTextContent(SERVER_ERROR);
    expect(rateFrom()).toHaveValue('1500');
    expect(rateTo()).toHaveValue('2100');
    expect(berger().cv.availability.dailyRateTo).toBe(1800);
  });

  it('asks before discarding, and offers the draft back after a remount', async () => {
    const first = await openDialog('availability', TITLE);
    await fill(first.user, rateTo(), '2222');
    await first.user.click(cancelButton());
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeInTheDocument();
    first.unmount();

    const { user } = await openDialog('availability', TITLE);
    expect(rateTo()).toHaveValue('1800');
    expect(screen.getByText(DRAFT_FOUND)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore changes' }));
    expect(rateTo()).toHaveValue('2222');
  });
});
