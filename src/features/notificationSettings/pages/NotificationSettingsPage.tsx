import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';

import type { SerializedApiError } from '@/api/errors';
import { ApiErrorAlert } from '@/components/feedback/ApiErrorAlert';
import { LoadState } from '@/components/feedback/LoadState';
import { FocusFirstError } from '@/components/form/FocusFirstError';
import { FormSelectField } from '@/components/form/FormSelectField';
import { PageHeading } from '@/components/layout/PageHeading';
import { paths } from '@/config/paths';
import { NOTIFICATION_CHANNELS } from '@/contract/account';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { useLabelList } from '@/core/meta/useLabelList';
import { selectProfile } from '@/core/profile/profile.selectors';
import { profileActions } from '@/core/profile/profile.slice';
import { useSubmit } from '@/core/submission/useSubmit';

import { notificationSettingsActions } from '../notificationSettings.events';
import { notificationSettingsSchema, type NotificationSettingsValues } from '../notificationSettings.schema';

import '../notificationSettings.feature';

/**
 * `/notification-settings`: one preferred contact type for each of the three
 * channels. Cancel goes to the root; Save goes there once the server has the settings; a
 * failed save keeps the choices and says so.
 */
export default function NotificationSettingsPage() {
  const { t } = useTranslation('notificationSettings');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const profile = useAppSelector(selectProfile);
  const contactTypes = useLabelList('preferredContactTypes');
  const { submit, submitting: saving } = useSubmit();
  const [failure, setFailure] = useState<SerializedApiError | null>(null);

  const save = async (values: NotificationSettingsValues) => {
    setFailure(null);
    const outcome = await submit(notificationSettingsActions.saveSubmitted(values));
    if (outcome.ok) void navigate(paths.root.getHref());
    else setFailure(outcome.error);
  };

  const settings = profile.data?.notificationSettings;

  let form;
  if (settings) {
    const initialValues: NotificationSettingsValues = { ...settings };
    form = (
      <Formik
        initialValues={initialValues}
        validationSchema={notificationSettingsSchema}
        onSubmit={(values, helpers) => {
          helpers.setSubmitting(false);
          return save(values);
        }}
      >
        <Form noValidate aria-label={t('title')}>
          <FocusFirstError />
          {failure && <ApiErrorAlert error={failure} message={t('saveError')} sx={{ mb: 2 }} />}
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
          <Stack
            direction={{ xs: 'column-reverse', sm: 'row' }}
            spacing={1.5}
            sx={{ mt: 3, justifyContent: 'flex-end' }}
          >
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

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <PageHeading title={t('title')} intro={t('intro')} />
        <LoadState
          request={profile}
          hasData={settings !== undefined}
          message={t('loadError')}
          onRetry={() => dispatch(profileActions.profileRequested())}
        >
          {form}
        </LoadState>
      </Paper>
    </Box>
  );
}
