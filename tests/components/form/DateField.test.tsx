import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import type { ReactNode } from 'react';

import { DateField } from '@/components/form/DateField';
import { TimeField } from '@/components/form/TimeField';
import { i18n } from '@/lib/i18n';

function renderForm(initial: Record<string, string>, field: ReactNode) {
  const submitted = vi.fn<(values: Record<string, string>) => void>();
  render(
    <Formik initialValues={initial} onSubmit={(values) => submitted(values)}>
      <Form>
        {field}
        <button type="submit">Save</button>
      </Form>
    </Formik>,
  );
  return { submitted, user: userEvent.setup() };
}

/** What the field shows, without the direction marks the sections carry. */
const shown = (group: HTMLElement) =>
  (group.querySelector('.MuiPickersSectionList-root')?.textContent ?? '').replace(/[\u200b\u200e\u2066-\u2069]/g, '');

/** Puts the caret in the field's first section (day, or hours), as a click there does. */
async function focusFirstSection(user: ReturnType<typeof userEvent.setup>, group: HTMLElement) {
  const [first] = within(group).getAllByRole('spinbutton');
  await user.click(first!);
}

describe('DateField', () => {
  it('shows an API date as dd.MM.yyyy in German', async () => {
    await i18n.changeLanguage('de');
    renderForm({ birthDate: '1974-05-18' }, <DateField name="birthDate" label="Geburtsdatum" />);
    expect(shown(await screen.findByRole('group', { name: 'Geburtsdatum' }))).toBe('18.05.1974');
  });

  it('shows an API date as en-IN writes it (dd/MM/yyyy) in English', async () => {
    renderForm({ birthDate: '1974-05-18' }, <DateField name="birthDate" label="Birth date" />);
    expect(shown(await screen.findByRole('group', { name: 'Birth date' }))).toBe('18/05/1974');
  });

  it('sends a German date typed as 18.05.1974 as 1974-05-18', async () => {
    await i18n.changeLanguage('de');
    const { submitted, user } = renderForm({ birthDate: '' }, <DateField name="birthDate" label="Geburtsdatum" />);
    const group = await screen.findByRole('group', { name: 'Geburtsdatum' });
    await focusFirstSection(user, group);
    await user.keyboard('18.05.1974');
    expect(shown(group)).toBe('18.05.1974');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(submitted).toHaveBeenCalledWith({ birthDate: '1974-05-18' }));
  });

  it('sends an English date typed as 18/05/1974 as 1974-05-18, and an empty field as ""', async () => {
    const { submitted, user } = renderForm(
      { birthDate: '', other: '' },
      <>
        <DateField name="birthDate" label="Birth date" />
        <DateField name="other" label="Other date" />
      </>,
    );
    const group = await screen.findByRole('group', { name: 'Birth date' });
    await focusFirstSection(user, group);
    await user.keyboard('18/05/1974');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(submitted).toHaveBeenCalledWith({ birthDate: '1974-05-18', other: '' }));
  });

  it('reports an incomplete date beside the field and does not send the form', async () => {
    await i18n.changeLanguage('de');
    const { submitted, user } = renderForm({ birthDate: '' }, <DateField name="birthDate" label="Geburtsdatum" />);
    const group = await screen.findByRole('group', { name: 'Geburtsdatum' });
    await focusFirstSection(user, group);
    await user.keyboard('18.05');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bitte geben Sie ein vollständiges, gültiges Datum ein.')).toBeVisible();
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(submitted).not.toHaveBeenCalled();

    // Finishing the date clears the message and the form goes out.
    await user.click(within(group).getByRole('spinbutton', { name: 'Jahr' }));
    await user.keyboard('1974');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(submitted).toHaveBeenCalledWith({ birthDate: '1974-05-18' }));
    expect(screen.queryByText('Bitte geben Sie ein vollständiges, gültiges Datum ein.')).not.toBeInTheDocument();
  });

  it('picks a day from the calendar, opened by a button named in the portal language', async () => {
    const { submitted, user } = renderForm(
      { birthDate: '1974-05-18' },
      <DateField name="birthDate" label="Birth date" />,
    );
    await user.click(await screen.findByRole('button', { name: 'Open the calendar for Birth date' }));
    const calendar = await screen.findByRole('dialog');
    await user.click(within(calendar).getByRole('gridcell', { name: '20' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(submitted).toHaveBeenCalledWith({ birthDate: '1974-05-20' }));
  });

  it('offers no day before min in the calendar', async () => {
    const { user } = renderForm(
      { availableFrom: '1974-05-18' },
      <DateField name="availableFrom" label="Available from" min="1974-05-10" />,
    );
    await user.click(await screen.findByRole('button', { name: 'Open the calendar for Available from' }));
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByRole('gridcell', { name: '9' })).toBeDisabled();
    expect(within(calendar).getByRole('gridcell', { name: '10' })).toBeEnabled();
  });

  it('names the calendar button in German', async () => {
    await i18n.changeLanguage('de');
    renderForm({ birthDate: '' }, <DateField name="birthDate" label="Geburtsdatum" />);
    expect(await screen.findByRole('button', { name: 'Kalender für Geburtsdatum öffnen' })).toBeVisible();
  });

  it('asks for month and year only where the field is a month, keeping the day of a saved date', async () => {
    await i18n.changeLanguage('de');
    const { submitted, user } = renderForm(
      { dateFrom: '2019-04-15', dateTo: '' },
      <>
        <DateField name="dateFrom" label="Von" views="monthYear" />
        <DateField name="dateTo" label="Bis" views="monthYear" />
      </>,
    );
    expect(shown(await screen.findByRole('group', { name: 'Von' }))).toBe('04.2019');
    const to = screen.getByRole('group', { name: 'Bis' });
    await focusFirstSection(user, to);
    await user.keyboard('03.2021');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(submitted).toHaveBeenCalledWith({ dateFrom: '2019-04-15', dateTo: '2021-03-01' }));
  });
});

describe('TimeField', () => {
  it.each([
    ['830', '08:30'],
    ['8:30', '08:30'],
    ['1645', '16:45'],
  ])('turns %s typed into %s, 24-hour in English too', async (typed, expected) => {
    const { submitted, user } = renderForm({ start: '' }, <TimeField name="start" label="Start" />);
    const group = await screen.findByRole('group', { name: 'Start' });
    await focusFirstSection(user, group);
    await user.keyboard(typed);
    expect(shown(group)).toBe(expected);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(submitted).toHaveBeenCalledWith({ start: expected }));
  });

  it('shows a saved time in 24 hours and reports an incomplete one in German', async () => {
    await i18n.changeLanguage('de');
    const { submitted, user } = renderForm(
      { start: '16:45', end: '' },
      <>
        <TimeField name="start" label="Beginn" />
        <TimeField name="end" label="Ende" />
      </>,
    );
    expect(shown(await screen.findByRole('group', { name: 'Beginn' }))).toBe('16:45');
    expect(screen.getByRole('button', { name: 'Uhrzeitauswahl für Ende öffnen' })).toBeVisible();
    await focusFirstSection(user, screen.getByRole('group', { name: 'Ende' }));
    await user.keyboard('9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bitte geben Sie eine vollständige Uhrzeit ein, z. B. 08:30.')).toBeVisible();
    expect(submitted).not.toHaveBeenCalled();
  });
});
