import { visibleText } from '@/components/dialog/keepBothTexts';
import type { MonthlyReportTextField, MonthlyReportTexts } from '@/contract/placements';
import { MONTHLY_REPORT_TEXT_FIELDS } from '@/contract/placements.answers';

/** The sections in which a draft says something the report does not: the same words in other markup are no news. */
export const differingSections = (draft: MonthlyReportTexts, report: MonthlyReportTexts): MonthlyReportTextField[] =>
  MONTHLY_REPORT_TEXT_FIELDS.filter((field) => visibleText(draft[field]) !== visibleText(report[field]));

/** A rich text as plain text, a line per paragraph or list item. */
function plainText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const blocks = [...body.querySelectorAll('p, li')].map(
    (block) => (block.tagName === 'LI' ? '- ' : '') + (block.textContent ?? '').trim(),
  );
  return (blocks.length > 0 ? blocks : [body.textContent ?? '']).filter(Boolean).join('\n');
}

/** The draft's sections that have text, each under its numbered title: what 'copy' puts on the clipboard. */
export function draftAsText(
  draft: MonthlyReportTexts,
  titleOf: (field: MonthlyReportTextField, number: number) => string,
): string {
  return MONTHLY_REPORT_TEXT_FIELDS.map((field, index) => [titleOf(field, index + 1), plainText(draft[field])] as const)
    .filter(([, text]) => text !== '')
    .map(([title, text]) => `${title}\n${text}`)
    .join('\n\n');
}
