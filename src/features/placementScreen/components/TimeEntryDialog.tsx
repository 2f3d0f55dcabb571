import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { EditDialog } from '@/components/dialog/EditDialog';
import { keepBothTexts, visibleText } from '@/components/dialog/keepBothTexts';
import { SaveConflict } from '@/components/dialog/SaveConflict';
import type { StoredTimeEntry, TimeEntry } from '@/contract/placements';
import { TIME_ENTRY_API_ERROR, TIME_ENTRY_ERROR } from '@/contract/timeEntries';
import { useAppSelector } from '@/core/hooks';
import { selectUserId } from '@/core/session/session.selectors';
import { useSubmit } from '@/core/submission/useSubmit';
import { topicOf } from '@/core/tabs/tabs.news';
import { useChangedInOtherWindow } from '@/core/tabs/useChangedInOtherWindow';
import { formatTime, formatWeekdayDay } from '@/lib/dateFormat';
import { useUiLanguage } from '@/lib/useUiLanguage';

import { conflictingEntry, entryDifferences } from '../entryConflict';
import { refusalInWords } from '../outboxWords';
import { previousEntry } from '../placement.fastEntry';
import { placementActions } from '../placement.slice';
import {
  emptyTimeEntry,
  toFormValues,
  toTimeEntry,
  validateTimeEntryForm,
  type TimeEntryFormValues,
} from '../timeEntry.form';
import { guardDayDialog, type DayDialogMonth } from './DayDialogGuard';
import type { PlacementTabProps } from './tabProps';
import { TimeEntryFields } from './TimeEntryFields';

const TIME_ENTRY_CODES: readonly string[] = Object.values(TIME_ENTRY_ERROR);

/** The server's field errors (400 `fields`, the contract's codes) go next to the same fields. */
const mapServerError = (path: string, code: string, values: TimeEntryFormValues) =>
  path in values && TIME_ENTRY_CODES.includes(code) ? { path, message: code } : null;

/**
 * The 'log activity' dialog: a route over the daily overview, one per day.
 * An existing entry opens to be changed (saving replaces it: the user asked for it by opening
 * it). Save is disabled while a rule fails, and what is missing is said. A failed save keeps
 * everything and puts the server's field errors beside the fields; a draft survives a reload.
 * The save replaces only the version of the day the dialog opened on: when the day was saved
 * meanwhile elsewhere, the dialog shows both and the manager chooses (docs/decisions/035-save-versions.md).
 */
export function TimeEntryDialog(props: PlacementTabProps) {
  const { date = '' } = useParams();
  return <GuardedTimeEntryForm {...props} day={date} />;
}

const GuardedTimeEntryForm = guardDayDialog<PlacementTabProps & { day: string }>(TimeEntryForm);

function TimeEntryForm({
  placement,
  timeTrackingOptions,
  month,
  previousMonthEntry,
  data,
  close,
  day: date,
  waiting,
}: PlacementTabProps & DayDialogMonth & { day: string }) {
  const { t } = useTranslation('placement');
  const lang = useUiLanguage();
  const userId = useAppSelector(selectUserId);
  const { submit } = useSubmit();
  const changedElsewhere = useChangedInOtherWindow(
    topicOf({ kind: 'saved', what: 'timeEntries', placementId: placement.id, ...month }),
  );
  const entries = data.timeTracking;
  // An entry waiting on the device to be sent is what the manager last saved: it opens, with the version it
  // replaces on the server (docs/decisions/054-offline-data.md).
  const kept = waiting.find((item) => item.entry.date === date) ?? null;
  const stored = entries.find((each) => each.date === date) ?? null;
  const existing = kept?.entry ?? stored;
  const initialValues = useMemo(() => toFormValues(existing ?? emptyTimeEntry(date)), [existing, date]);
  // The version the form started from: a newer one loaded meanwhile must not be replaced unasked.
  const version = useRef<string | null>(kept ? kept.version : stored ? (stored.version ?? '') : null);
  // What this device saved of the day before: the server holding it is the manager's own save, not a conflict.
  const own = useRef({ ownBefore: kept ? [kept.entry, ...kept.ownBefore] : [], keptCopy: kept?.copy ?? null });
  const earlier = useMemo(
    () => [...(previousMonthEntry.data?.timeTracking ?? []), ...entries],
    [previousMonthEntry, entries],
  );
  const template = previousEntry(earlier, date);

  const title = t(existing ? 'entry.editTitle' : 'entry.newTitle', { date: formatWeekdayDay(date, lang, true) });
  return (
    <EditDialog<TimeEntryFormValues>
      title={title}
      draft={{ owner: userId, name: `placement.timeEntry.${placement.id}.${date}` }}
      initialValues={initialValues}
      validate={(values) => validateTimeEntryForm(values, placement, month, true, existing)}
      mapFieldError={mapServerError}
      describeFailure={(error) =>
        error.code === TIME_ENTRY_API_ERROR.MONTH_SUBMITTED
          ? t('entry.monthSubmitted')
          : error.code === TIME_ENTRY_API_ERROR.NOT_REPORTED_VIA_PORTAL
            ? t('entry.notReported')
            : null
      }
      onSubmit={(values) =>
        submit(
          placementActions.timeEntrySubmitted({
            placementId: placement.id,
            ...month,
            entry: toTimeEntry(values, placement),
            version: version.current,
            ...own.current,
          }),
        )
      }
      conflict={(error, resolved) => {
        const current = conflictingEntry(error);
        if (current === undefined) return null;
        return (
          <EntryConflict
            current={current}
            placement={placement}
            onChoice={(version_) => {
              if (kept && kept.copy !== own.current.keptCopy) {
                // Another window's copy waits on this device: the choice is made over it, and replaces it.
                version.current = kept.version;
                own.current = {
                  ownBefore: [kept.entry, ...kept.ownBefore, ...own.current.ownBefore],
                  keptCopy: kept.copy,
                };
              } else version.current = version_;
              resolved();
            }}
          />
        );
      }}
      onClose={close}
      changedElsewhere={changedElsewhere}
    >
      {kept ? (
        <Alert severity={kept.refusal ? 'error' : 'info'} sx={{ mb: 2 }}>
          {kept.refusal
            ? refusalInWords(t, kept.refusal)
            : t('outbox.keptAt', { time: formatTime(new Date(kept.savedAt), lang) })}
        </Alert>
      ) : (
        existing && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('entry.replaces')}
          </Alert>
        )
      )}
      {!existing && <SameAsPrevious template={template} lang={lang} />}
      <TimeEntryFields placement={placement} options={timeTrackingOptions} stored={existing} />
    </EditDialog>
  );
}

/**
 * The day was saved meanwhile elsewhere: what the manager typed beside what the server holds now.
 * 'Keep mine' saves again over the new version; 'take the saved version' puts it in the form.
 */
function EntryConflict({
  current,
  placement,
  onChoice,
}: {
  current: StoredTimeEntry | null;
  placement: PlacementTabProps['placement'];
  onChoice: (version: string | null) => void;
}) {
  const { t } = useTranslation('placement');
  const { t: tForms } = useTranslation('forms');
  const { values, setValues, setFieldValue, submitForm } = useFormikContext<TimeEntryFormValues>();
  const theirs = current ?? emptyTimeEntry(values.date);
  const newVersion = current ? (current.version ?? '') : null;
  return (
    <SaveConflict
      savedAt={current?.savedAt}
      // Both as the form would send them, so that only what a person would see as different shows.
      differences={entryDifferences(t, toTimeEntry(values, placement), toTimeEntry(toFormValues(theirs), placement))}
      onKeepMine={() => {
        onChoice(newVersion);
        void submitForm();
      }}
      onTakeTheirs={() => {
        onChoice(newVersion);
        void setValues(toFormValues(theirs), true);
      }}
      onKeepBoth={
        visibleText(values.description) && visibleText(theirs.description) !== visibleText(values.description)
          ? () => {
              onChoice(newVersion);
              void setFieldValue(
                'description',
                keepBothTexts(values.description, theirs.description, tForms('conflict.mergeMarker')),
              );
            }
          : undefined
      }
    />
  );
}

/** 'Same as the previous working day' (fast entry): the last entry's content on this day. */
function SameAsPrevious({ template, lang }: { template: TimeEntry | null; lang: 'de' | 'en' }) {
  const { t } = useTranslation('placement');
  const { values, setValues } = useFormikContext<TimeEntryFormValues>();
  if (!template) {
    return (
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {t('entry.noPrevious')}
      </Typography>
    );
  }
  return (
    <Button
      variant="outlined"
      startIcon={<ContentCopyOutlined />}
      sx={{ mb: 1 }}
      onClick={() => void setValues({ ...toFormValues({ ...template, date: values.date }) }, true)}
    >
      {t('entry.sameAsPrevious', { date: formatWeekdayDay(template.date, lang) })}
    </Button>
  );
}

// A chunk of its own, loaded when first shown.
export default TimeEntryDialog;
