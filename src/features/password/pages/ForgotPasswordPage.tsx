import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { ErrorSummary } from '@/components/form/ErrorSummary';
import { FormTextField } from '@/components/form/FormTextField';
import { AuthCard } from '@/components/layout/AuthCard';
import { paths } from '@/config/paths';
import { useSubmit } from '@/core/submission/useSubmit';

import { forgotSchema, type ForgotValues } from '../password.schema';
import { passwordActions } from '../password.slice';

const initialValues: ForgotValues = { email: '' };

/** `/forgot-password`: the answer is neutral whether or not the user exists. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const { submit, submitting } = useSubmit();
  const [result, setResult] = useState<'sent' | 'failed' | null>(null);

  const backToLogin = (
    <Button component={RouterLink} to={paths.login.getHref()} variant={result === 'sent' ? 'contained' : 'text'}>
      {t('forgot.backToLogin')}
    </Button>
  );

  return (
    <AuthCard title={t('forgot.title')}>
      {result === 'sent' ? (
        <Stack spacing={3}>
          <Alert severity="success" role="status">
            {t('forgot.resetPwdSuccess')}
          </Alert>
          {backToLogin}
        </Stack>
      ) : (
        <Formik
          initialValues={initialValues}
          validationSchema={forgotSchema}
          onSubmit={async (values, helpers) => {
            helpers.setSubmitting(false);
            setResult(null);
            const outcome = await submit(passwordActions.forgotSubmitted(values.email));
            setResult(outcome.ok ? 'sent' : 'failed');
          }}
        >
          <Form noValidate aria-label={t('forgot.title')}>
            <ErrorSummary />
            <Typography color="textSecondary">{t('forgot.intro')}</Typography>
            {result === 'failed' && (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {t('forgot.resetPwdError')}
              </Alert>
            )}
            <FormTextField name="email" type="email" label={t('forgot.email')} autoComplete="email" required />
            <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting} sx={{ mt: 1 }}>
              {t('forgot.submit')}
            </Button>
            <Stack sx={{ mt: 2, alignItems: 'center' }}>
              <Link component={RouterLink} to={paths.login.getHref()}>
                {t('forgot.backToLogin')}
              </Link>
            </Stack>
          </Form>
        </Formik>
      )}
      <Typography variant="body2" color="textSecondary" sx={{ mt: 3 }}>
        {t('forgot.support')}
      </Typography>
    </AuthCard>
  );
}
