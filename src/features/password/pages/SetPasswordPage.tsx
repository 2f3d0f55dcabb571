import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ApiErrorAlert } from '@/components/feedback/ApiErrorAlert';
import { PageLoader } from '@/components/feedback/PageLoader';
import { FocusFirstError } from '@/components/form/FocusFirstError';
import { NewPasswordFields } from '@/components/form/NewPasswordFields';
import { AuthCard } from '@/components/layout/AuthCard';
import { paths } from '@/config/paths';
import { newPasswordSchema, type NewPasswordValues } from '../password.schema';
import { passwordActions, selectPassword } from '../password.slice';

export type SetPasswordMode = 'reset' | 'create';

const initialValues: NewPasswordValues = { password: '', confirmPassword: '' };

/**
 * `/reset-password/{token}` (update mode) and `/create-password/{token}` (create mode):
 * the link is checked first; results success / fail / fail_expired (part 1 §4).
 */
export default function SetPasswordPage({ mode }: { mode: SetPasswordMode }) {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const { token = '' } = useParams();
  const { token: check, update, resend } = useAppSelector(selectPassword);

  useEffect(() => {
    dispatch(passwordActions.tokenCheckRequested(token));
  }, [dispatch, token]);

  const title = mode === 'create' ? t('password.createTitle') : t('password.resetTitle');
  const toLogin = (
    <Button component={RouterLink} to={paths.login.getHref()} variant="contained">
      {t('password.toLogin')}
    </Button>
  );

  if (check.check === 'checking' || check.check === 'unchecked' || check.value !== token) {
    return (
      <AuthCard title={title}>
        <Typography color="text.secondary">{t('password.checking')}</Typography>
        <PageLoader />
      </AuthCard>
    );
  }

  if (check.check === 'failed') {
    return (
      <AuthCard title={title}>
        <ApiErrorAlert error={check.error} sx={{ mb: 2 }} />
        <Button variant="contained" onClick={() => dispatch(passwordActions.tokenCheckRequested(token))}>
          {t('actions.retry', { ns: 'common' })}
        </Button>
      </AuthCard>
    );
  }

  if (check.check === 'invalid') {
    return (
      <AuthCard title={t('password.invalidTitle')}>
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          {t('password.invalidLink')}
        </Alert>
        <Button component={RouterLink} to={paths.forgotPassword.getHref()} variant="contained">
          {t('password.requestNewReset')}
        </Button>
      </AuthCard>
    );
  }

  if (check.check === 'expired' || update.result === 'fail_expired') {
    return (
      <AuthCard title={title}>
        <ExpiredLink mode={mode} token={token} resendStatus={resend.status} />
      </AuthCard>
    );
  }

  if (update.result === 'success') {
    return (
      <AuthCard title={title}>
        <Stack spacing={3}>
          <Alert severity="success" role="status">
            {t('message.changePasswordSuccess')}
          </Alert>
          {toLogin}
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={title}>
      <Typography color="text.secondary">{mode === 'create' ? t('password.createIntro') : t('password.resetIntro')}</Typography>
      <Formik
        initialValues={initialValues}
        validationSchema={newPasswordSchema}
        onSubmit={(values, helpers) => {
          helpers.setSubmitting(false);
          dispatch(passwordActions.updateSubmitted({ token, ...values }));
        }}
      >
        <Form noValidate aria-label={title}>
          <FocusFirstError />
          {update.result === 'fail' && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {t('message.changePasswordError')}
            </Alert>
          )}
          <NewPasswordFields passwordLabel={t('password.newPassword')} confirmLabel={t('password.confirmPassword')} />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={update.status === 'loading'} sx={{ mt: 2 }}>
            {mode === 'create' ? t('password.submitCreate') : t('password.submitReset')}
          </Button>
        </Form>
      </Formik>
    </AuthCard>
  );
}

/** An expired create link offers a new one by e-mail; an expired reset link leads to the request form. */
function ExpiredLink({ mode, token, resendStatus }: { mode: SetPasswordMode; token: string; resendStatus: string }) {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  if (mode === 'reset') {
    return (
      <Stack spacing={3}>
        <Alert severity="warning" role="alert">
          {t('message.changePasswordTokenExpiredError')}
        </Alert>
        <Button component={RouterLink} to={paths.forgotPassword.getHref()} variant="contained">
          {t('password.requestNewReset')}
        </Button>
      </Stack>
    );
  }
  if (resendStatus === 'succeeded') {
    return (
      <Stack spacing={3}>
        <Alert severity="success" role="status">
          {t('password.welcomeEmailSent')}
        </Alert>
        <Button component={RouterLink} to={paths.login.getHref()}>
          {t('password.toLogin')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={3}>
      <Alert severity="warning" role="alert">
        {t('message.createPasswordTokenExpiredError')}
      </Alert>
      {resendStatus === 'failed' && (
        <Alert severity="error" role="alert">
          {t('password.welcomeEmailError')}
        </Alert>
      )}
      <Button variant="contained" disabled={resendStatus === 'loading'} onClick={() => dispatch(passwordActions.resendSubmitted(token))}>
        {t('password.requestNewLink')}
      </Button>
    </Stack>
  );
}
