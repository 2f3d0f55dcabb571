import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';

import { CheckboxField } from '@/components/form/CheckboxField';
import { FormGrid } from '@/components/form/FormGrid';
import { FormSelectField } from '@/components/form/FormSelectField';
import { RichTextField } from '@/components/form/RichTextField';
import { TimeField } from '@/components/form/TimeField';
import { MAX_PAUSES, type TimeTrackingOptions } from '@/contract/placements';
import {
  formatDuration,
  netWorkingMinutes,
  PAUSE_FIELDS,
  timeEntryFields,
  type StoredCodes,
  type TimeEntryPlacement,
} from '@/contract/timeEntries';

import { codeInWords, codeOptions } from '../entryCodes';
import { toTimeEntry, type TimeEntryFormValues } from '../timeEntry.form';

/**
 * The fields of a time entry, shown as the placement asks and in the order of a day's entry (what a manager fills
 * every day first, also on a phone): the recorded time and, where it is a choice, the time-tracking option; the
 * working times with up to three pauses and the net working time, live (types 400 via the portal, 110/150/500 billed
 * by hours); the description; the travel questions (travelExpenseManager 500). The date field is the caller's: one
 * day, or a range for 'fill weekdays'.
 *
 * The selects offer the codes the portal knows; a code it does not know, that the server holds for
 * the day (`stored`) or the form holds now, is offered too, in words ('Unknown recorded time (450)'),
 * so it stays shown and can be kept. A place of work or business trip it does not know is kept
 * while its 'keep' box is ticked; the boxes it stands for are answered once it is unticked.
 */
export function TimeEntryFields({
  placement,
  options,
  stored = null,
}: {
  placement: TimeEntryPlacement;
  options: TimeTrackingOptions | undefined;
  /** The server's entry of the day, null for a new day. */
  stored?: StoredCodes;
}) {
  const { t } = useTranslation('placement');
  const { values, setFieldValue } = useFormikContext<TimeEntryFormValues>();
  const fields = timeEntryFields(placement);
  const offered = (field: 'recordedTime' | 'timeTracking', codes: readonly string[]) =>
    codeOptions(t, field, codes, [stored?.[field], values[field]]);
  const recordedTimeOptions = offered('recordedTime', options?.recordedTimeOptions ?? []);
  const timeTrackingOptions = offered('timeTracking', options?.timeTrackingOptions ?? []);
  const { keptPlaceOfWork, keptBusinessTrip } = values;
  const keepsPlaceOfWork = typeof keptPlaceOfWork === 'number' && Boolean(values.keepPlaceOfWork);
  const keepsBusinessTrip = typeof keptBusinessTrip === 'number' && Boolean(values.keepBusinessTrip);
  // Until both work times are typed there is nothing to compute (empty times would read as 00:00).
  const net =
    fields.workingTimes && values.workStart && values.workEnd
      ? netWorkingMinutes(toTimeEntry(values, placement))
      : null;

  const removePause = (index: number) => {
    // The rows below move up, so the pauses stay in order without a gap.
    const rows = PAUSE_FIELDS.slice(0, values.pauseRows).map(([start, end]) => [values[start], values[end]] as const);
    rows.splice(index, 1);
    PAUSE_FIELDS.forEach(([start, end], slot) => {
      void setFieldValue(start, rows[slot]?.[0] ?? '', false);
      void setFieldValue(end, rows[slot]?.[1] ?? '', false);
    });
    void setFieldValue('pauseRows', values.pauseRows - 1);
  };

  return (
    <>
      <FormGrid>
        <FormSelectField
          name="recordedTime"
          label={t('entry.recordedTimeLabel')}
          options={recordedTimeOptions}
          emptyLabel={fields.timeTrackingChoice ? t('entry.noRecordedTime') : undefined}
          required={!fields.timeTrackingChoice}
        />
        {fields.timeTrackingChoice && values.recordedTime === '' && (
          <FormSelectField
            name="timeTracking"
            label={t('entry.timeTrackingLabel')}
            options={timeTrackingOptions}
            required
            helperText={t('entry.timeTrackingHelp')}
          />
        )}
      </FormGrid>
      {fields.workingTimes && (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1, mb: 2 }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 500 }}>
            {t('entry.workingTimes')}
          </Typography>
          <FormGrid>
            <TimeField name="workStart" label={t('entry.workStart')} />
            <TimeField name="workEnd" label={t('entry.workEnd')} />
          </FormGrid>
          {PAUSE_FIELDS.slice(0, values.pauseRows).map(([start, end], index) => (
            <Box
              key={start}
              sx={{
                display: 'grid',
                gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto',
                columnGap: 2,
                alignItems: 'start',
              }}
            >
              <TimeField name={start} label={t('entry.pauseStart', { number: index + 1 })} />
              <TimeField name={end} label={t('entry.pauseEnd', { number: index + 1 })} />
              <IconButton
                aria-label={t('entry.removePause', { number: index + 1 })}
                onClick={() => removePause(index)}
                sx={{ mt: 3 }}
              >
                <DeleteOutlined />
              </IconButton>
            </Box>
          ))}
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
              mt: 1,
            }}
          >
            {values.pauseRows < MAX_PAUSES ? (
              <Button startIcon={<AddIcon />} onClick={() => void setFieldValue('pauseRows', values.pauseRows + 1)}>
                {t('entry.addPause')}
              </Button>
            ) : (
              <Typography variant="body2" color="textSecondary">
                {t('entry.maxPauses', { count: MAX_PAUSES })}
              </Typography>
            )}
            <Typography role="status" aria-live="polite" sx={{ fontWeight: 500 }}>
              {net === null ? t('entry.netUnknown') : t('entry.net', { time: formatDuration(net) })}
            </Typography>
          </Box>
        </Box>
      )}
      <RichTextField
        name="description"
        label={t('entry.description')}
        startHeight="dialogNote"
        helperText={t('entry.descriptionHelp')}
      />

      {fields.travelQuestions && (
        <FormControl component="fieldset" sx={{ display: 'block', mt: 1 }}>
          <FormLabel component="legend">{t('entry.travel.legend')}</FormLabel>
          <FormGroup
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2 }}
          >
            {typeof keptPlaceOfWork === 'number' && (
              <CheckboxField
                name="keepPlaceOfWork"
                label={t('entry.travel.keep', { what: codeInWords(t, 'placeOfWork', keptPlaceOfWork) })}
              />
            )}
            {typeof keptBusinessTrip === 'number' && (
              <CheckboxField
                name="keepBusinessTrip"
                label={t('entry.travel.keep', { what: codeInWords(t, 'businessTrip', keptBusinessTrip) })}
              />
            )}
            <CheckboxField name="fromHome" label={t('entry.travel.fromHome')} disabled={keepsPlaceOfWork} />
            <CheckboxField name="fromSite" label={t('entry.travel.fromSite')} disabled={keepsPlaceOfWork} />
            <CheckboxField name="overnight" label={t('entry.travel.overnight')} disabled={keepsPlaceOfWork} />
            <CheckboxField name="businessTrip" label={t('entry.travel.businessTrip')} disabled={keepsBusinessTrip} />
          </FormGroup>
          {(typeof keptPlaceOfWork === 'number' || typeof keptBusinessTrip === 'number') && (
            <Typography variant="body2" color="textSecondary">
              {t('entry.travel.keepHelp')}
            </Typography>
          )}
        </FormControl>
      )}
    </>
  );
}
