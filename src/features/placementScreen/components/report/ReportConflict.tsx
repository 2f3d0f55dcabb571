import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';

import { keepBothTexts, visibleText } from '@/components/dialog/keepBothTexts';
import { SaveConflict, type ConflictDifference } from '@/components/dialog/SaveConflict';
import type { MonthlyReport, MonthlyReportTexts } from '@/contract/placements';
import { MONTHLY_REPORT_TEXT_FIELDS } from '@/contract/placements.answers';

import { textsOf } from './reportTexts';

interface ReportConflictProps {
  /** The report as the server holds it now (null: the month has none, which a save cannot meet). */
  current: MonthlyReport | null;
  /** Each choice names the version to save over from now on. Save again, over it. */
  onKeepMine: (version: string | null) => void;
  /** The form holds the saved texts (nothing typed remains). */
  onTakeTheirs: (version: string | null, texts: MonthlyReportTexts) => void;
  /** The form holds both texts of each differing section, to merge. */
  onKeepBoth: (version: string | null, texts: MonthlyReportTexts) => void;
}

/**
 * The month's report was saved meanwhile elsewhere (412): which sections differ between the form and
 * the saved report, both texts of each, and the choice. 'Keep both' puts both texts of every differing section in its editor to merge.
 */
export function ReportConflict({ current, onKeepMine, onTakeTheirs, onKeepBoth }: ReportConflictProps) {
  const { t } = useTranslation('monthlyReport');
  const { t: tForms } = useTranslation('forms');
  const { values: mine } = useFormikContext<MonthlyReportTexts>();
  const theirs = textsOf(current);
  const newVersion = current ? (current.version ?? '') : null;
  const differing = MONTHLY_REPORT_TEXT_FIELDS.filter(
    (field) => visibleText(mine[field]) !== visibleText(theirs[field]),
  );
  const differences: ConflictDifference[] = differing.map((field) => ({
    field: t(`report.sections.${field}`),
    mine: visibleText(mine[field]),
    theirs: visibleText(theirs[field]),
  }));
  const canMerge = differing.some((field) => visibleText(mine[field]) && visibleText(theirs[field]));
  return (
    <SaveConflict
      savedAt={current?.savedAt}
      differences={differences}
      onKeepMine={() => onKeepMine(newVersion)}
      onTakeTheirs={() => onTakeTheirs(newVersion, theirs)}
      onKeepBoth={
        canMerge
          ? () => {
              const merged = { ...mine };
              for (const field of differing) {
                merged[field] = keepBothTexts(mine[field], theirs[field], tForms('conflict.mergeMarker'));
              }
              onKeepBoth(newVersion, merged);
            }
          : undefined
      }
    />
  );
}
