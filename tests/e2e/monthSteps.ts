import type { Locator, Page } from '@playwright/test';
import { addMonths, startOfMonth } from 'date-fns';

import { MISSING_WORKING_DAYS } from '../../mocks/placements/fixtures';
import { weekdaysBetween, workingDaysBefore } from '../../src/contract/workingDays';
import { formatWeekdayDay } from '../../src/lib/dateFormat';
import { chooseOption, expect } from './fixtures';
import { escapeRegExp, text } from './texts';

/**
 * Steps on a placement's month that journeys share (the demo's and the real-API build's): the demo data is seeded
 * from today (mocks/placements/fixtures.ts), so which days are open depends on the day; these find them on screen.
 */

const t = (key: string, vars?: Record<string, string | number>) => text('de', `placement:${key}`, vars);

/** The calendar of the daily overview. */
export const calendar = (page: Page) => page.getByRole('table', { name: /\d{4}/ });

/** A day button of the calendar in the given state (its name ends with the state's words). */
export const dayInState = (page: Page, state: 'missing' | 'today' | 'upcoming' | 'submitted') =>
  calendar(page).getByRole('button', {
    name: new RegExp(`: ${escapeRegExp(t(`calendar.state.${state}`))}\\. ${escapeRegExp(t('calendar.logDay'))}$`),
  });

/**
 * The days without an entry that can be logged, in the order of the month: the missing ones, today, the days to
 * come, as they are now. Journeys that share one mock API and its month take theirs from `seededOpenDays`, which does not
 * move when another journey logs a day.
 */
export async function openDays(page: Page): Promise<Locator[]> {
  // The calendar's days render with it: once one is there, all are.
  await expect(calendar(page).getByRole('button').first()).toBeVisible();
  const days: Locator[] = [];
  for (const state of ['missing', 'today', 'upcoming'] as const) days.push(...(await dayInState(page, state).all()));
  if (days.length === 0) throw new Error('No open day in this month');
  return days;
}

/**
 * This month's days that the mock's seed left without an entry (every working day from the third before today on), found
 * in the calendar by their day, whatever their state now. Journeys that share one mock API and its month take different
 * ones of them, so they never meet, also when one has logged its day before another looks: `openDays` would then have
 * moved on by one, and a month can have as few as three (on the last day of a month that falls on a weekend).
 */
export async function seededOpenDays(page: Page, today = new Date()): Promise<Locator[]> {
  await expect(calendar(page).getByRole('button').first()).toBeVisible();
  const monthStart = startOfMonth(today);
  const cutoff = workingDaysBefore(today, MISSING_WORKING_DAYS);
  return weekdaysBetween(cutoff < monthStart ? monthStart : cutoff, addMonths(monthStart, 1)).map((day) =>
    calendar(page).getByRole('button', { name: new RegExp(`^${escapeRegExp(formatWeekdayDay(day, 'de'))}:`) }),
  );
}

/** The first day without an entry that can be logged: a missing one, else today, else one to come (every month has one). */
export async function firstOpenDay(page: Page): Promise<Locator> {
  return (await openDays(page))[0]!;
}

/** The day's name without its state, e.g. "Freitag, 20. November", to find it again in another state. */
export const dayName = async (day: Locator) => ((await day.getAttribute('aria-label')) ?? '').split(':')[0] ?? '';

/** A day's dialog from the calendar, its description replaced by `words` (and a full day where nothing is recorded), saved. */
export async function logDay(page: Page, day: Locator, words: string) {
  await day.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const recorded = dialog.getByRole('combobox', {
    name: new RegExp(`^${escapeRegExp(t('entry.recordedTimeLabel'))}`),
  });
  if (!((await recorded.textContent()) ?? '').includes(t('entry.recordedTime.100'))) {
    await chooseOption(dialog, t('entry.recordedTimeLabel'), t('entry.recordedTime.100'));
  }
  await dialog.locator('.ql-editor').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(words);
  await dialog.getByRole('button', { name: text('de', 'forms:dialog.save') }).click();
  await expect(dialog).toBeHidden();
}

/**
 * The monthly report's first text, by its name as a screen reader reads it. Each editor appears when its own part has
 * run, not necessarily in the order of the form, so the first editor in the page may be another section's.
 */
export const reportSituation = (page: Page) =>
  page.getByRole('textbox', {
    name: text('de', 'monthlyReport:report.sectionLabel', {
      number: 1,
      title: text('de', 'monthlyReport:report.sections.situation'),
    }),
    exact: true,
  });
