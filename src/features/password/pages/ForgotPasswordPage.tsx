import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { FocusFirstError } from '@/components/form/FocusFirstError';
import { FormTextField } from '@/components/form/FormTextField';
import { AuthCard } from '@/components/layout/AuthCard';
import { paths } from '@/config/paths';
import { forgotSchema, type ForgotValues } from '../password.schema';
import { passwordActions, selectPassword } from '../password.slice';

const initialValues: ForgotValues = { email: '' };

/** `/forgot-password` (part 1 §2, §8): the answer is neutral whether or not the user exists. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const { forgot } = useAppSelector(selectPassword);

  useEffect(() => {
    dispatch(passwordActions.forgotReset());
  }, [dispatch]);

  const backToLogin = (
    <Button component={RouterLink} to={paths.login.getHref()} variant={forgot.status === 'succeeded' ? 'contained' : 'text'}>
      {t('forgot.backToLogin')}
    </Button>
  );

  return (
    <AuthCard title={t('forgot.title')}>
      {forgot.status === 'succeeded' ? (
        <Stack spacing={3}>
          <Alert severity="success" role="status">
            {t('forgot.resetPwdSuccess')}
          </Alert>
          {backToLogin}
        </Stack>
      ) : (
        <Formik initialValues={initialValues} validationSchema={forgotSchema} onSubmit={(values, helpers) => {
          helpers.setSubmitting(false);
          dispatch(passwordActions.forgotSubmitted(values.email));
        }}>
          <Form noValidate aria-label={t('forgot.title')}>
            <FocusFirstError />
            <Typography color="text.secondary">{t('forgot.intro')}</Typography>
            {forgot.status === 'failed' && (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {t('forgot.resetPwdError')}
              </Alert>
            )}
            <FormTextField name="email" type="email" label={t('forgot.email')} autoComplete="email" required />
            <Button type="submit" variant="contained" size="large" fullWidth disabled={forgot.status === 'loading'} sx={{ mt: 1 }}>
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
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        {t('forgot.support')}
      </Typography>
    </AuthCard>
  );
}
