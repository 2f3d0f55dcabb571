import { theme } from '@/app/theme/theme';
import { STATUS_TONES, TONE_COLOURS, type StatusTone } from '@/components/status/statusTones';

/**
 * components/status/statusTones: the one table of the states' tones. That the screens show these colours is the
 * browser's to check (tests/e2e/statusTones.e2e.ts): jsdom here computes no colours.
 */

/** A theme path ('success.dark') as its colour, or the colour itself. */
function colourOf(path: string): string {
  const value = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], theme.palette);
  return typeof value === 'string' ? value : path;
}

it('gives each tone its own colours, each one a colour of the theme or a colour', () => {
  const tones = Object.keys(TONE_COLOURS) as StatusTone[];
  expect(tones).toEqual(['neutral', 'information', 'success', 'warning', 'error']);
  for (const part of ['text', 'border'] as const) {
    const colours = tones.map((tone) => colourOf(TONE_COLOURS[tone][part]));
    expect(colours.every((colour) => /^(#[0-9a-f]{3,6}|rgba?\()/i.test(colour))).toBe(true);
    expect(new Set(colours).size).toBe(tones.length);
  }
  const fills = tones.map((tone) => colourOf(TONE_COLOURS[tone].fill.bgcolor));
  expect(new Set(fills).size).toBe(tones.length);
});

it("keeps the specification's billing colours: open green, submitted orange, closed grey", () => {
  expect(colourOf(TONE_COLOURS[STATUS_TONES.billing.open].fill.bgcolor)).toBe(theme.palette.success.dark);
  expect(colourOf(TONE_COLOURS[STATUS_TONES.billing.submitted].fill.bgcolor)).toBe(theme.palette.warning.main);
  expect(colourOf(TONE_COLOURS[STATUS_TONES.billing.closed].fill.bgcolor)).toBe(theme.palette.grey[300]);
});

it('gives one state one tone wherever it shows: a day, and what it stands for elsewhere', () => {
  // A day waiting on the device and billing waiting for its check both wait; a missing day and an overdue task are
  // both late.
  expect(STATUS_TONES.day.waiting).toBe(STATUS_TONES.billing.submitted);
  expect(STATUS_TONES.day.missing).toBe(STATUS_TONES.task.overdue);
  expect(STATUS_TONES.month.closed).toBe(STATUS_TONES.billing.closed);
  expect(STATUS_TONES.month.submitted).toBe(STATUS_TONES.billing.submitted);
});
