import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { EditDialog } from '@/components/dialog/EditDialog';
import type { TimeEntry } from '@/contract/placements';
import { formatDateAs, formatWeekdayDay } from '@/lib/dateFormat';
import { toApiDate } from '@/lib/dates';
import { useUiLanguage } from '@/lib/useUiLanguage';
import { rule } from '@/lib/validation';

import { entryInWords } from '../entryCodes';
import { copyLastWeek, copyWeekReference, mondayOf } from '../placement.fastEntry';
import type { FastEntryResult } from '../placement.types';
import { useSaveFastEntry } from '../useSaveFastEntry';
import { guardDayDialog, type DayDialogMonth } from './DayDialogGuard';
import type { PlacementTabProps } from './tabProps';

interface CopyValues {
  /** The proposed days the user keeps ticked. */
  dates: string[];
}

/**
 * 'Copy last week' (fast entry): last week's entries proposed for this week's
 * weekdays without one, each to be ticked off; nothing with an entry is touched.
 */
export const CopyLastWeekDialog = guardDayDialog<PlacementTabProps & { onResult: (result: FastEntryResult) => void }>(
  CopyLastWeekForm,
);

function CopyLastWeekForm({
  placement,
  month,
  data,
  close,
  previousMonthEntry,
  today,
  onResult,
}: PlacementTabProps & DayDialogMonth & { onResult: (result: FastEntryResult) => void }) {
  const { t } = useTranslation('placement');
  const lang = useUiLanguage();
  const save = useSaveFastEntry(placement.id, month, onResult);
  const reference = copyWeekReference(month, today);
  const proposal = useMemo(
    () =>
      copyLastWeek(
        [...(previousMonthEntry.data?.timeTracking ?? []), ...data.timeTracking],
        reference,
        month,
        placement,
      ),
    [previousMonthEntry, data, reference, month, placement],
  );
  // Days still to come are offered but not ticked: logging work before it is done is a choice, not a default.
  const todayIso = toApiDate(today);
  const initialValues = useMemo<CopyValues>(
    () => ({ dates: proposal.entries.filter((entry) => entry.date <= todayIso).map((entry) => entry.date) }),
    [proposal, todayIso],
  );

  return (
    <EditDialog<CopyValues>
      title={t('fast.copyTitle', { week: formatDateAs(mondayOf(reference), 'dayMonth', lang) })}
      draft={{ owner: null, name: 'placement.copyLastWeek' }}
      initialValues={initialValues}
      validate={(values): Record<string, string> => (values.dates.length === 0 ? { dates: rule('required') } : {})}
      onSubmit={(values) =>
        save(
          proposal,
          proposal.entries.filter((entry) => values.dates.includes(entry.date)),
        )
      }
      onClose={close}
    >
      {proposal.entries.length === 0 ? (
        <Alert severity="info">{t('fast.nothingToCopy')}</Alert>
      ) : (
        <ProposalList entries={proposal.entries} />
      )}
      {proposal.skipped.length > 0 && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
          {t('fast.copyKept', { count: proposal.skipped.length })}
        </Typography>
      )}
    </EditDialog>
  );
}

function ProposalList({ entries }: { entries: TimeEntry[] }) {
  const { t } = useTranslation('placement');
  const lang = useUiLanguage();
  const { values, setFieldValue } = useFormikContext<CopyValues>();
  return (
    <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" sx={{ mb: 1 }}>
        {t('fast.copyIntro')}
      </Typography>
      {entries.map((entry) => {
        const ticked = values.dates.includes(entry.date);
        const what = entryInWords(t, entry);
        return (
          <FormControlLabel
            key={entry.date}
            control={
              <Checkbox
                name="dates"
                checked={ticked}
                onChange={() =>
                  void setFieldValue(
                    'dates',
                    ticked ? values.dates.filter((date) => date !== entry.date) : [...values.dates, entry.date],
                  )
                }
              />
            }
            label={[
              formatWeekdayDay(entry.date, lang),
              what,
              entry.workStart && entry.workEnd ? `${entry.workStart}–${entry.workEnd}` : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        );
      })}
    </Stack>
  );
}

// A chunk of its own, loaded when first shown.
export default CopyLastWeekDialog;
