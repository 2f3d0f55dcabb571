import type { Lang } from '../../src/contract/common';
import { formatCurrency } from '../../src/contract/formats';
import { formatMonth } from '../../src/contract/month';
import { formatActivityTime, type MonthlyReport, type TimeEntry } from '../../src/contract/placements';
import { entryWorkingMinutes, formatWorkingTime } from '../../src/contract/timeEntries';
import { toPlainText } from '../shared/textDocument';
import type { PdfBlock, PdfDocument } from './draw';

/**
 * The activity report of a month (the "activity/time table per month with PDF download",
 * `GET /manager/pdf/file/activity_report/{monthlyReportId}/{language}`): one line per time
 * entry of the month, then the report's sums. Loaded by mocks/pdf/files.ts only when asked for.
 */

export interface ActivityReportInput {
  placementName: string;
  company: string;
  report: MonthlyReport;
  entries: readonly TimeEntry[];
  lang: Lang;
}

const WORDS = {
  de: {
    title: 'Tätigkeitsnachweis',
    entries: 'Einträge',
    noEntries: 'Für diesen Monat gibt es keine Einträge.',
    sums: 'Summen',
    activity: 'Tätigkeitszeit',
    workingTime: 'Arbeitszeit',
    travel: 'Reisekosten (Tagespauschalen)',
    honorarium: 'Honorar',
    subTotal: 'Zwischensumme',
    vat: 'MwSt.',
    invoice: 'Rechnungsbetrag',
    report: 'Monatsbericht',
  },
  en: {
    title: 'Activity report',
    entries: 'Entries',
    noEntries: 'There are no entries for this month.',
    sums: 'Sums',
    activity: 'Activity time',
    workingTime: 'Working time',
    travel: 'Travel expenses (per day)',
    honorarium: 'Honorarium',
    subTotal: 'Subtotal',
    vat: 'VAT',
    invoice: 'Invoice amount',
    report: 'Monthly report',
  },
} as const;

export function activityReportDocument({
  placementName,
  company,
  report,
  entries,
  lang,
}: ActivityReportInput): PdfDocument {
  const words = WORDS[lang];
  // Names, numbers and amounts as the screen shows them: the contract's formats per language.
  const month = formatMonth(report, lang);
  const amount = (value: number) => formatCurrency(value, report.isoCode, lang);
  const lines: PdfBlock[] = [...entries]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((entry) => {
      const net = entryWorkingMinutes(entry);
      const times = net === null ? '' : ` · ${entry.workStart}-${entry.workEnd} (${formatWorkingTime(net)})`;
      const text = toPlainText(entry.description.replace(/<[^>]*>/g, ' '))
        .replace(/\s+/g, ' ')
        .trim();
      return { type: 'meta', text: `${entry.date}${times}${text ? ` · ${text}` : ''}` };
    });
  return {
    title: `${words.title} ${month}`,
    subtitle: `${placementName} · ${company} · ${words.report} ${report.id}`,
    blocks: [
      { type: 'heading', text: `${words.entries} (${entries.length})` },
      ...(lines.length > 0 ? lines : [{ type: 'paragraph', text: words.noEntries } as const]),
      { type: 'heading', text: words.sums },
      {
        type: 'list',
        items: [
          `${words.activity}: ${formatActivityTime(report.sumActivityTime, lang)}`,
          `${words.workingTime}: ${report.workingTime}`,
          `${words.travel}: ${amount(report.totalTravelExpenses)}`,
          `${words.honorarium}: ${amount(report.sumHonorarium)}`,
          `${words.subTotal}: ${amount(report.subTotal)}`,
          `${words.vat} ${report.vat} %: ${amount(report.vatAmount)}`,
          `${words.invoice}: ${amount(report.invoiceAmount)}`,
        ],
      },
    ],
  };
}
