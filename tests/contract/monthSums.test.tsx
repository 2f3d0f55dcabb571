import { screen, within } from '@testing-library/react';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFObject } from 'pdf-lib';

import type { Lang } from '@/contract/common';
import { formatCurrency } from '@/contract/formats';
import { formatMonthParam, monthKey, type YearMonth } from '@/contract/month';
import {
  BUSINESS_TRIP,
  formatActivityTime,
  hasReportDetails,
  PLACE_OF_WORK_CODE,
  PLACEMENT_PATHS,
  type MonthlyReport,
  type PlacementOverview,
  type TimeEntry,
} from '@/contract/placements';
import {
  entryWorkingMinutes,
  formatDuration,
  formatWorkingTime,
  monthWorkingMinutes,
  parseDuration,
} from '@/contract/timeEntries';
import { i18n } from '@/lib/i18n';
import { BERGER_PLACEMENT_ID, buildTimeEntry } from '@mocks/placements/fixtures';
import { MOCK_RATES } from '@mocks/placements/reportSums';

import { onTheDay, renderApp } from '../features/helpers';
import { stored } from '../features/placementScreen/placementHelpers';
import { apiFetch, login, postJson } from '../mocks/helpers';
import { DEMO } from '../test-utils';

/**
 * One month's sums, three ways: with the app's rules (the contract's net working time, as the
 * placement screen's activity table counts it), in the mock's answer (the report's sums in the
 * overview and on the screen) and in the activity report PDF the mock draws, in both languages.
 * The month holds the cases where the two sides once counted differently: a pause that ends
 * after work, a pause that starts inside the one before, and a pause from 00:00 written as the
 * empty time; a day without times counts none. The placement is billed by hours and answers the
 * travel questions, so the working time is what is invoiced.
 */

const TODAY = new Date(2026, 10, 25, 10, 0);
const PLACEMENT = BERGER_PLACEMENT_ID.HOURLY;
const OCTOBER: YearMonth = { year: 2026, month: 10 };
const FIRST_RENDER = { timeout: 30_000 };

onTheDay(TODAY);

const noPauses = { pauseStart1: '', pauseEnd1: '' };

/** The month's entries and the net time each counts with, worked out by hand. */
const DAYS: { entry: TimeEntry; net: number | null }[] = [
  {
    // Travel with an overnight stay: travel expenses of the first kind.
    entry: buildTimeEntry('2026-10-01', { placeOfWork: PLACE_OF_WORK_CODE['101'], businessTrip: BUSINESS_TRIP.YES }),
    net: 8 * 60 + 15,
  },
  {
    // The pause ends after work: it does not fit and counts nothing. Travel without an overnight stay.
    entry: buildTimeEntry('2026-10-02', {
      workStart: '09:00',
      workEnd: '17:00',
      pauseStart1: '16:30',
      pauseEnd1: '17:30',
      placeOfWork: PLACE_OF_WORK_CODE['100'],
      businessTrip: BUSINESS_TRIP.YES,
    }),
    net: 8 * 60,
  },
  {
    // The second pause starts inside the first: only the first counts.
    entry: buildTimeEntry('2026-10-05', {
      workStart: '08:00',
      workEnd: '16:00',
      pauseStart1: '12:00',
      pauseEnd1: '12:30',
      pauseStart2: '12:15',
      pauseEnd2: '13:00',
    }),
    net: 7 * 60 + 30,
  },
  {
    // Work from 00:00 with a pause from the empty time (00:00) to 00:30: a pause that fits.
    entry: buildTimeEntry('2026-10-06', { workStart: '00:00', workEnd: '06:00', pauseStart1: '', pauseEnd1: '00:30' }),
    net: 5 * 60 + 30,
  },
  {
    // A day recorded without times.
    entry: buildTimeEntry('2026-10-07', { workStart: '', workEnd: '', ...noPauses }),
    net: null,
  },
];
const ENTRIES = DAYS.map((day) => day.entry);

/** October's entries are the ones above (the provider's data may hold pauses the form would not send). */
function storeOctober(): void {
  const month = stored(PLACEMENT).months[monthKey(OCTOBER)];
  if (!month?.monthlyReport) throw new Error('the demo has no October report for the hourly placement');
  month.timeTracking = ENTRIES.filter((entry) => entry.date !== '2026-10-06');
}

async function token(): Promise<string> {
  return (await login(DEMO.manager)).accessToken;
}

/** The day from 00:00 goes through the API: the server's rules accept it. */
async function saveTheDayFromMidnight(accessToken: string): Promise<void> {
  const entry = ENTRIES.find((each) => each.date === '2026-10-06');
  const response = await postJson(PLACEMENT_PATHS.timeTracking.build(PLACEMENT), { entry, ...OCTOBER }, accessToken);
  expect(response.status).toBe(200);
}

async function octoberReport(accessToken: string): Promise<MonthlyReport> {
  const response = await apiFetch(PLACEMENT_PATHS.monthOverview.build(PLACEMENT, 2026, 10), {}, accessToken);
  const report = ((await response.json()) as PlacementOverview).months[monthKey(OCTOBER)]?.monthlyReport;
  if (!hasReportDetails(report)) throw new Error('October has no full report');
  return report;
}

// ---------------------------------------------------------------- reading the PDF

/** WinAnsi's characters above 0x7f that are not Latin-1's (the PDF's standard fonts write text in WinAnsi). */
const WIN_ANSI: Record<number, string> = {
  0x80: '€',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x96: '–',
  0x97: '—',
};

/** The text a PDF shows, its shown strings joined by spaces, with runs of white space as one space. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const shown: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams: (PDFObject | undefined)[] =
      contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const operators = new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());
      for (const [, hex = ''] of operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        const codes = hex.match(/../g) ?? [];
        shown.push(
          codes.map((code) => WIN_ANSI[parseInt(code, 16)] ?? String.fromCharCode(parseInt(code, 16))).join(''),
        );
      }
    }
  }
  return spaced(shown.join(' '));
}

const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

async function activityReportText(reportId: string, lang: Lang, accessToken: string): Promise<string> {
  const response = await apiFetch(PLACEMENT_PATHS.activityReport.build(reportId, lang), {}, accessToken);
  expect(response.status).toBe(200);
  return pdfText(new Uint8Array(await response.arrayBuffer()));
}

// ---------------------------------------------------------------- reading the screen

const WORDS = {
  en: {
    activity: 'Activity time',
    working: 'Working time',
    invoice: 'Invoice amount',
    sums: /^Totals for/,
    hours: (time: string) => `${time} h`,
  },
  de: {
    activity: 'Tätigkeitszeit',
    working: 'Arbeitszeit',
    invoice: 'Rechnungsbetrag',
    sums: /^Summen für/,
    hours: (time: string) => `${time} Std.`,
  },
} as const;

/** The report tab of October in the language, once its sums show. */
async function openOctober(lang: Lang) {
  await i18n.changeLanguage(lang);
  const app = await renderApp({
    route: `/placement/${PLACEMENT}/monthly-report?month=${formatMonthParam(OCTOBER)}`,
    signedInAs: DEMO.manager,
  });
  await screen.findByRole('table', { name: WORDS[lang].sums }, FIRST_RENDER);
  return app;
}

/** A row of the sums table, by its label. */
function sumOnScreen(lang: Lang, label: string): string {
  const table = screen.getByRole('table', { name: WORDS[lang].sums });
  return spaced(
    within(table).getByRole('rowheader', { name: label }).closest('tr')?.querySelector('td')?.textContent ?? '',
  );
}

/** The activity table's net time of each entry in date order ('' without one), and its total. */
function activityTableOnScreen(): { nets: string[]; total: string } {
  const table = screen.getByRole('table', { name: /^(Activities and times in|Aktivitäten und Zeiten im)/ });
  const [, ...rows] = within(table).getAllByRole('row');
  const lastCell = (row: HTMLElement) => spaced(within(row).getAllByRole('cell').at(-1)?.textContent ?? '');
  return { nets: rows.slice(0, -1).map(lastCell), total: lastCell(rows.at(-1)!) };
}

/** The minutes of a duration shown with its unit ('8:15 h', '08:15', '29:15 Std.'). */
const minutesIn = (text: string) => parseDuration(/-?\d+:\d\d/.exec(text)?.[0] ?? '');

// ---------------------------------------------------------------- the test

describe("a month's sums: the app's rules, the mock's answer on the screen and in the activity report PDF", () => {
  it('counts only the pauses that fit, and finds the same working time, hours and amounts everywhere', async () => {
    storeOctober();
    const accessToken = await token();
    await saveTheDayFromMidnight(accessToken);

    // The app's rules: each day's net time as worked out by hand, and the month's sum.
    expect(ENTRIES.map(entryWorkingMinutes)).toEqual(DAYS.map((day) => day.net));
    const minutes = monthWorkingMinutes(ENTRIES);
    expect(minutes).toBe(29 * 60 + 15);
    const hours = Math.round((minutes / 60) * 100) / 100;

    // The mock's answer: the same working time, billed by the hour.
    const report = await octoberReport(accessToken);
    expect(parseDuration(report.workingTime)).toBe(minutes);
    expect(report.workingTime).toBe(formatWorkingTime(minutes));
    expect(report.sumActivityTime).toBe(hours);
    expect(report.sumHonorarium).toBe(hours * MOCK_RATES.HOURLY_RATE);
    expect(report.sumTravelExpensDay1).toBe(MOCK_RATES.TRAVEL_DAY_1);
    expect(report.sumTravelExpensDay2).toBe(MOCK_RATES.TRAVEL_DAY_2);

    for (const lang of ['en', 'de'] as const) {
      const words = WORDS[lang];
      const app = await openOctober(lang);

      // The screen: the activity table counts with the app's rules, the sums are the mock's answer.
      const table = activityTableOnScreen();
      expect(table.nets.map((text) => (text === '' ? null : minutesIn(text)))).toEqual(DAYS.map((day) => day.net));
      expect(table.nets.filter(Boolean)).toEqual(
        DAYS.flatMap((day) => (day.net === null ? [] : [words.hours(formatDuration(day.net))])),
      );
      expect(minutesIn(table.total)).toBe(minutes);
      expect(minutesIn(sumOnScreen(lang, words.working))).toBe(minutes);
      const activityOnScreen = sumOnScreen(lang, words.activity);
      expect(activityOnScreen).toContain(formatActivityTime(hours, lang));
      const invoiceOnScreen = sumOnScreen(lang, words.invoice);
      expect(invoiceOnScreen).toBe(spaced(formatCurrency(report.invoiceAmount, report.isoCode, lang)));

      // The activity report PDF: each day's net time, the working time, the hours and the amount as on the screen.
      const pdf = await activityReportText(report.id, lang, accessToken);
      for (const { entry, net } of DAYS) {
        const line = new RegExp(`${entry.date}( · (\\S+)-(\\S+) \\((\\d+:\\d\\d)\\))?`).exec(pdf);
        expect(line, entry.date).not.toBeNull();
        expect(line?.[4] === undefined ? null : parseDuration(line[4]), entry.date).toBe(net);
      }
      expect(pdf).toContain(`${words.working}: ${report.workingTime}`);
      expect(minutesIn(pdf.slice(pdf.indexOf(`${words.working}:`)))).toBe(minutes);
      expect(pdf).toContain(`${words.activity}: ${formatActivityTime(hours, lang)}`);
      expect(pdf).toContain(`${words.invoice}: ${invoiceOnScreen}`);
      app.unmount();
    }
  }, 120_000);
});
