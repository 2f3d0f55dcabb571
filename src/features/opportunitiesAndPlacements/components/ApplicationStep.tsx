import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useNeedsConnection } from '@/components/feedback/NeedsConnection';
import { FormTextField } from '@/components/form/FormTextField';
import { MAX_APPLICATION_REMARKS } from '@/contract/opportunities';

import { applicationSchema, type ApplicationValues } from '../opportunityAnswers.schema';

interface ApplicationStepProps {
  alert: ReactNode;
  busy: boolean;
  onSend: (remarks: string) => void;
  onBack: () => void;
}

const INITIAL_VALUES: ApplicationValues = { remarks: '' };

/**
 * Step 3: the application with the manager's remarks. Send is disabled while
 * the application is on its way; a failure keeps what was typed (the form stays mounted).
 */
export function ApplicationStep({ alert, busy, onSend, onBack }: ApplicationStepProps) {
  const { t } = useTranslation('management');
  const connection = useNeedsConnection();
  return (
    <Formik<ApplicationValues>
      initialValues={INITIAL_VALUES}
      validationSchema={applicationSchema}
      onSubmit={(values, helpers) => {
        helpers.setSubmitting(false);
        onSend(values.remarks.trim());
      }}
    >
      {({ values }) => (
        <Form noValidate style={{ display: 'contents' }}>
          <DialogContent dividers>
            {alert}
            <Typography>{t('application.intro')}</Typography>
            <FormTextField
              name="remarks"
              label={t('application.remarks')}
              multiline
              minRows={5}
              readOnly={busy}
              helperText={t('application.remarksCount', {
                length: values.remarks.length,
                max: MAX_APPLICATION_REMARKS,
              })}
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}>
            {connection.note && <Box sx={{ flex: '1 1 100%', display: 'flex' }}>{connection.note}</Box>}
            <Button onClick={onBack} disabled={busy}>
              {t('application.back')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={busy || connection.offline}
              aria-describedby={connection.describedBy}
            >
              {busy ? t('application.submitting') : t('application.submit')}
            </Button>
          </DialogActions>
        </Form>
      )}
    </Formik>
  );
}
