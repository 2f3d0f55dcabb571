import { useTranslation } from 'react-i18next';

import { visibleText } from '@/components/dialog/keepBothTexts';
import { SaveConflict, type ConflictDifference } from '@/components/dialog/SaveConflict';
import { formatCurrency } from '@/contract/formats';
import type { MonthlyReport } from '@/contract/placements';
import { MONTHLY_REPORT_TEXT_FIELDS } from '@/contract/placements.answers';
import { useUiLanguage } from '@/lib/useUiLanguage';

interface BillingConflictProps {
  /** The report the invoice was prepared for. */
  shown: MonthlyReport;
  /** The report as the server holds it now (null: it cannot be read). */
  current: MonthlyReport | null;
  /** Submit the invoice again, for the report as it is now. */
  onKeepMine: (version: string) => void;
  /** Look at the report as it is now first: the invoice's check starts again. */
  onTakeTheirs: (version: string) => void;
}

/**
 * The month's report changed after the invoice was prepared (412; corrected or sent again in another window
 * or on another device): what changed (the invoice amount, the texts) and the choice. The chosen
 * files stay either way.
 */
export function BillingConflict({ shown, current, onKeepMine, onTakeTheirs }: BillingConflictProps) {
  const { t } = useTranslation(['billing', 'monthlyReport']);
  const lang = useUiLanguage();
  const newVersion = current?.version ?? '';
  const differences: ConflictDifference[] = [];
  if (current && current.invoiceAmount !== shown.invoiceAmount) {
    differences.push({
      field: t('monthlyReport:sums.invoiceAmount'),
      mine: formatCurrency(shown.invoiceAmount, shown.isoCode, lang),
      theirs: formatCurrency(current.invoiceAmount, current.isoCode, lang),
    });
  }
  if (
    current &&
    MONTHLY_REPORT_TEXT_FIELDS.some((field) => visibleText(shown[field]) !== visibleText(current[field]))
  ) {
    differences.push({
      field: t('billing:conflict.reportTexts'),
      mine: t('billing:conflict.asShown'),
      theirs: t('billing:conflict.corrected'),
    });
  }
  return (
    <SaveConflict
      savedAt={current?.savedAt}
      differences={differences}
      onKeepMine={() => onKeepMine(newVersion)}
      onTakeTheirs={() => onTakeTheirs(newVersion)}
    />
  );
}
