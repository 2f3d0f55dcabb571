import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikProps } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';

import type { SerializedApiError } from '@/api/errors';
import { savedMeanwhile } from '@/api/savedMeanwhile';
import { ApiErrorAlert } from '@/components/feedback/ApiErrorAlert';
import { ErrorSummary } from '@/components/form/ErrorSummary';
import { FormSelectField } from '@/components/form/FormSelectField';
import { paths } from '@/config/paths';
import { NOTIFICATION_CHANNELS, type NotificationSettings } from '@/contract/account';
import { notificationSettingsSchema as settingsAnswer } from '@/contract/account.answers';
import { useLabelList } from '@/core/meta/useLabelList';
import { useSubmit } from '@/core/submission/useSubmit';
import { useChangedInOtherWindow } from '@/core/tabs/useChangedInOtherWindow';

import { notificationSettingsActions } from '../notificationSettings.events';
import { notificationSettingsSchema, type NotificationSettingsValues } from '../notificationSettings.schema';
import { NotificationSettingsConflict } from './NotificationSettingsConflict';

/** A failed save: the choice when the settings were saved meanwhile elsewhere, or why it failed. */
type Failure = { conflict: NotificationSettings } | { error: SerializedApiError } | null;

const channelsOf = (settings: NotificationSettings): NotificationSettingsValues => ({
  opportunityUpdates: settings.opportunityUpdates,
  cvUpdates: settings.cvUpdates,
  appointmentUpdates: settings.appointmentUpdates,
});

/**
 * One preferred contact type for each of the three channels. Save goes to the root once the server
 * has the settings; a failed save keeps the choices and says so. The save names the version the form
 * opened on: saved meanwhile elsewhere, the form shows both and the manager chooses
 * (docs/decisions/035-save-versions.md).
 */
export function NotificationSettingsForm({ settings }: { settings: NotificationSettings }) {
  const { t } = useTranslation('notificationSettings');
  const { t: tForms } = useTranslation('forms');
  const navigate = useNavigate();
  const contactTypes = useLabelList('preferredContactTypes');
  const { submit, submitting: saving } = useSubmit();
  const changedElsewhere = useChangedInOtherWindow('account');
  const [failure, setFailure] = useState<Failure>(null);
  const [initialValues] = useState(() => channelsOf(settings));
  // The version the form opened on: a newer copy loaded meanwhile must not become the base of a save unasked.
  const version = useRef(settings.version ?? '');
  const formik = useRef<FormikProps<NotificationSettingsValues>>(null);

  const save = async (values: NotificationSettingsValues) => {
    setFailure(null);
    const outcome = await submit(
      notificationSettingsActions.saveSubmitted({ settings: values, version: version.current }),
    );
    if (outcome.ok) {
      void navigate(paths.root.getHref());
      return;
    }
    const current = savedMeanwhile(outcome.error, settingsAnswer);
    setFailure(current ? { conflict: current } : { error: outcome.error });
  };

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={notificationSettingsSchema}
      innerRef={formik}
      onSubmit={(values, helpers) => {
        helpers.setSubmitting(false);
        return save(values);
      }}
    >
      <Form noValidate aria-label={t('title')}>
        <ErrorSummary />
        {failure && 'conflict' in failure && (
          <NotificationSettingsConflict
            current={failure.conflict}
            onKeepMine={() => {
              version.current = failure.conflict.version ?? '';
              void formik.current?.submitForm();
            }}
            onTakeTheirs={() => {
              version.current = failure.conflict.version ?? '';
              formik.current?.resetForm({ values: channelsOf(failure.conflict) });
              setFailure(null);
            }}
          />
        )}
        {failure && 'error' in failure && (
          <ApiErrorAlert error={failure.error} message={t('saveError')} sx={{ mb: 2 }} />
        )}
        {changedElsewhere && !failure && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {tForms('changedElsewhere.versioned')}
          </Alert>
        )}
        {NOTIFICATION_CHANNELS.map((channel) => (
          <FormSelectField
            key={channel}
            name={channel}
            label={t(`channels.${channel}`)}
            options={contactTypes}
            required
            disabled={saving}
          />
        ))}
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={paths.root.getHref()} disabled={saving}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {t('save')}
          </Button>
        </Stack>
      </Form>
    </Formik>
  );
}
