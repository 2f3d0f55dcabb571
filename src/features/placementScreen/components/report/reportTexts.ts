import type { FieldErrorMapper } from '@/components/form/serverFieldErrors';
import { formatMonthParam, type YearMonth } from '@/contract/month';
import { type MonthlyReport, type MonthlyReportTextField, type MonthlyReportTexts } from '@/contract/placements';
import { MONTHLY_REPORT_TEXT_FIELDS } from '@/contract/placements.answers';
import { rule } from '@/lib/validation';

/** The seven texts of a saved report, or seven empty ones before the first save. */
export function textsOf(report: MonthlyReport | null): MonthlyReportTexts {
  return Object.fromEntries(
    MONTHLY_REPORT_TEXT_FIELDS.map((field) => [field, report?.[field] ?? '']),
  ) as MonthlyReportTexts;
}

/** One draft per placement and month, e.g. `placement.monthlyReport.plc-1.2026-11` (docs/decisions/010-drafts.md). */
export const reportDraftName = (placementId: string, month: YearMonth) =>
  `placement.monthlyReport.${placementId}.${formatMonthParam(month)}`;

/** A stored draft is used only when it still has the seven texts (an older app version may have left another shape). */
export function parseReportDraft(stored: unknown): MonthlyReportTexts | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const record = stored as Record<string, unknown>;
  return MONTHLY_REPORT_TEXT_FIELDS.every((field) => typeof record[field] === 'string')
    ? textsOf(record as unknown as MonthlyReport)
    : null;
}

const isTextField = (name: string): name is MonthlyReportTextField =>
  (MONTHLY_REPORT_TEXT_FIELDS as readonly string[]).includes(name);

/**
 * The server names a text too long as `report.<name>: 'max'` (mocks/placements/reports.ts); the
 * message goes next to that section, with its limit from fields-meta.
 */
export function reportFieldError(
  limits: Partial<Record<MonthlyReportTextField, number>>,
): FieldErrorMapper<MonthlyReportTexts> {
  return (serverPath, ruleName) => {
    const name = serverPath.replace(/^report\./, '');
    if (!isTextField(name)) return null;
    const max = limits[name];
    return { path: name, message: ruleName === 'max' && max !== undefined ? rule('max', { max }) : rule('invalid') };
  };
}
