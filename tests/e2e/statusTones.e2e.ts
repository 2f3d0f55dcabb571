import type { Locator } from '@playwright/test';

import { theme } from '../../src/app/theme/theme';
import { STATUS_TONES, TONE_COLOURS, type StatusTone } from '../../src/components/status/statusTones';
import { DEMO_ACCOUNTS, expect, signIn, test } from './fixtures';
import { escapeRegExp, text } from './texts';

// Every state shows the colours of its tone in the one table (docs/decisions/062-status-tones.md): the calendar, the
// list of days, the billing badge and the sales-stage badges, read from the screen. The clock is Wednesday
// 25 November 2026, 10:00, so the demo's days are known (tests/e2e/phoneDay.e2e.ts says which).

const WEDNESDAY = new Date(2026, 10, 25, 10, 0);
const ALPENLAND = 'plc-alpenland-cfo';

/** A theme path ('success.dark') or a colour as the browser computes it: `rgb(r, g, b)`. */
function rgb(path: string): string {
  const value = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], theme.palette);
  const colour = typeof value === 'string' ? value : path;
  if (colour.startsWith('rgb')) return colour.replace(/\s+/g, ' ').replace(/,(?=\S)/g, ', ');
  const hex = colour.replace('#', '');
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const shown = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { text: style.color, border: style.borderTopColor, fill: style.backgroundColor };
  });

const outlined = (tone: StatusTone) => ({ text: rgb(TONE_COLOURS[tone].text), border: rgb(TONE_COLOURS[tone].border) });
const filled = (tone: StatusTone) => ({
  text: rgb(TONE_COLOURS[tone].fill.color),
  fill: rgb(TONE_COLOURS[tone].fill.bgcolor),
});

// Signed in after the clock is set: the demo seeds its data at the first page, relative to that day.
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(WEDNESDAY);
  await signIn(page, DEMO_ACCOUNTS.manager);
});

test('a day has the same colours in the calendar and in the list of days, those of its tone', async ({ page }) => {
  await page.goto(`/placement/${ALPENLAND}/daily-overview?month=2026-11`);
  const calendar = page.getByRole('table', { name: /\d{4}/ });
  await expect(calendar).toBeVisible();
  const days = [
    ['Donnerstag, 19. November', 'submitted', 'daily.done'],
    ['Freitag, 20. November', 'missing', 'daily.missing'],
    ['Mittwoch, 25. November', 'today', 'daily.today'],
  ] as const;
  for (const [day, state, word] of days) {
    const expected = outlined(STATUS_TONES.day[state]);
    const cell = calendar.getByRole('button', { name: new RegExp(`^${escapeRegExp(day)}:`) });
    const { text: cellText, border: cellBorder } = await shown(cell);
    expect({ text: cellText, border: cellBorder }, `calendar: ${day}`).toEqual(expected);
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: day }) });
    const label = row.getByText(text('de', `placement:${word}`), { exact: true });
    const { text: labelText, border: labelBorder } = await shown(label);
    expect({ text: labelText, border: labelBorder }, `list: ${day}`).toEqual(expected);
  }
});

test("the billing badge and the placements' sales stages are filled in their tones' colours", async ({ page }) => {
  await page.goto(`/placement/${ALPENLAND}/billing?month=2026-10`);
  const open = page.getByText(text('de', 'billing:status.open'), { exact: true });
  const { text: openText, fill: openFill } = await shown(open);
  expect({ text: openText, fill: openFill }).toEqual(filled(STATUS_TONES.billing.open));

  await page.goto('/management/placements');
  for (const [badge, tone] of [
    ['badge.ongoing', STATUS_TONES.salesStage.ongoing],
    ['badge.inProgress', STATUS_TONES.salesStage.inProgress],
    ['badge.closed', STATUS_TONES.salesStage.closed],
  ] as const) {
    const { text: badgeText, fill } = await shown(
      page.getByText(text('de', `management:${badge}`), { exact: true }).first(),
    );
    expect({ text: badgeText, fill }, badge).toEqual(filled(tone));
  }
});
