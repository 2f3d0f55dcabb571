import Alert from '@mui/material/Alert';
import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { EditDialog } from '@/components/dialog/EditDialog';
import { DateField } from '@/components/form/DateField';
import { FormGrid } from '@/components/form/FormGrid';
import { firstDayOf, formatMonthParam, lastDayOf, type YearMonth } from '@/contract/month';
import type { TimeEntryPlacement } from '@/contract/timeEntries';
import { useAppSelector } from '@/core/hooks';
import { selectUserId } from '@/core/session/session.selectors';
import { formatDateAs } from '@/lib/dateFormat';
import { toApiDate } from '@/lib/dates';
import { useUiLanguage } from '@/lib/useUiLanguage';
import { rule } from '@/lib/validation';

import { fillWeekdays } from '../placement.fastEntry';
import type { FastEntryResult } from '../placement.types';
import {
  emptyTimeEntry,
  toFormValues,
  toTimeEntry,
  validateTimeEntryForm,
  type TimeEntryFormValues,
} from '../timeEntry.form';
import { useSaveFastEntry } from '../useSaveFastEntry';
import { guardDayDialog, type DayDialogMonth } from './DayDialogGuard';
import type { PlacementTabProps } from './tabProps';
import { TimeEntryFields } from './TimeEntryFields';

interface FillWeekdaysValues extends TimeEntryFormValues {
  from: string;
  to: string;
}

/** The days of the month the placement covers: the range's bounds. */
function monthBounds(month: YearMonth, placement: { startDate: string; endDate: string }) {
  const first = firstDayOf(month);
  const last = lastDayOf(month);
  return {
    min: placement.startDate > first ? placement.startDate : first,
    max: placement.endDate && placement.endDate < last ? placement.endDate : last,
  };
}

/**
 * 'Fill weekdays' (fast entry): one entry for every weekday of a range that has no
 * entry yet. Days with an entry are left as they are; each new entry is checked and sent on
 * its own, and the overview says what was saved and what was skipped.
 */
export const FillWeekdaysDialog = guardDayDialog<PlacementTabProps & { onResult: (result: FastEntryResult) => void }>(
  FillWeekdaysForm,
);

function FillWeekdaysForm({
  placement,
  timeTrackingOptions,
  month,
  data,
  close,
  today,
  onResult,
}: PlacementTabProps & DayDialogMonth & { onResult: (result: FastEntryResult) => void }) {
  const { t } = useTranslation('placement');
  const userId = useAppSelector(selectUserId);
  const save = useSaveFastEntry(placement.id, month, onResult);
  const bounds = monthBounds(month, placement);
  const existing = useMemo(() => new Set(data.timeTracking.map((entry) => entry.date)), [data]);
  const todayIso = toApiDate(today);
  const initialValues = useMemo<FillWeekdaysValues>(
    () => ({
      ...toFormValues(emptyTimeEntry('')),
      from: bounds.min,
      to: todayIso < bounds.max && todayIso >= bounds.min ? todayIso : bounds.max,
    }),
    [bounds.min, bounds.max, todayIso],
  );

  const validate = (values: FillWeekdaysValues) => {
    const errors = validateTimeEntryForm({ ...values, date: values.from }, placement, month, false);
    if (!values.from) errors.from = rule('required');
    else if (values.from < bounds.min) errors.from = rule('minDate');
    if (!values.to) errors.to = rule('required');
    else if (values.to > bounds.max) errors.to = rule('maxDate');
    else if (values.from && values.to < values.from) errors.to = rule('dateOrder');
    else if (
      values.from &&
      fillWeekdays(toTimeEntry(values, placement), values.from, values.to, existing).entries.length === 0
    )
      errors.to = rule('nothingToFill');
    return errors;
  };

  return (
    <EditDialog<FillWeekdaysValues>
      title={t('fast.fillTitle')}
      draft={{ owner: userId, name: `placement.fillWeekdays.${placement.id}.${formatMonthParam(month)}` }}
      initialValues={initialValues}
      validate={validate}
      onSubmit={(values) => {
        const proposal = fillWeekdays(toTimeEntry(values, placement), values.from, values.to, existing);
        return save(proposal, proposal.entries);
      }}
      onClose={close}
    >
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('fast.fillIntro')}
      </Alert>
      <FormGrid>
        <DateField name="from" label={t('fast.from')} required min={bounds.min} max={bounds.max} />
        <DateField name="to" label={t('fast.to')} required min={bounds.min} max={bounds.max} />
      </FormGrid>
      <RangePreview existing={existing} rules={placement} />
      <TimeEntryFields placement={placement} options={timeTrackingOptions} />
    </EditDialog>
  );
}

/** How many weekdays the range fills, and how many it leaves as they are. */
function RangePreview({ existing, rules }: { existing: ReadonlySet<string>; rules: TimeEntryPlacement }) {
  const { t } = useTranslation('placement');
  const lang = useUiLanguage();
  const { values } = useFormikContext<FillWeekdaysValues>();
  if (!values.from || !values.to || values.to < values.from) return null;
  const proposal = fillWeekdays(toTimeEntry(values, rules), values.from, values.to, existing);
  return (
    <Alert severity={proposal.entries.length > 0 ? 'info' : 'warning'} role="status" sx={{ mt: 1, mb: 1 }}>
      {t('fast.fillPreview', {
        count: proposal.entries.length,
        from: formatDateAs(values.from, 'dayMonth', lang),
        to: formatDateAs(values.to, 'dayMonth', lang),
      })}
      {proposal.skipped.length > 0 && ` ${t('fast.fillKept', { count: proposal.skipped.length })}`}
    </Alert>
  );
}

// A chunk of its own, loaded when first shown.
export default FillWeekdaysDialog;
