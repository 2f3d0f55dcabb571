import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';

import { LoadFailed } from '@/components/feedback/LoadState';
import { PageLoader } from '@/components/feedback/PageLoader';
import { ErrorSummary } from '@/components/form/ErrorSummary';
import { NewPasswordFields } from '@/components/form/NewPasswordFields';
import { AuthCard } from '@/components/layout/AuthCard';
import { paths } from '@/config/paths';
import { ERROR_CODE } from '@/contract/common';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { useSubmit } from '@/core/submission/useSubmit';

import { newPasswordSchema, type NewPasswordValues } from '../password.schema';
import { selectPassword } from '../password.selectors';
import { passwordActions } from '../password.slice';

export type SetPasswordMode = 'reset' | 'create';
/** The spec's resetPwdStatus. */
type ResetPwdStatus = 'unset' | 'success' | 'fail' | 'fail_expired';

const initialValues: NewPasswordValues = { password: '', confirmPassword: '' };

/**
 * `/reset-password/{token}` (update mode) and `/create-password/{token}` (create mode):
 * the link is checked first; results success / fail / fail_expired.
 */
export default function SetPasswordPage({ mode }: { mode: SetPasswordMode }) {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const { token = '' } = useParams();
  const { token: check } = useAppSelector(selectPassword);
  const { submit, submitting } = useSubmit();
  const [result, setResult] = useState<{ token: string; status: ResetPwdStatus }>({ token, status: 'unset' });
  // A new link in the address starts afresh.
  const update = result.token === token ? result.status : 'unset';

  useEffect(() => {
    dispatch(passwordActions.tokenCheckRequested(token));
  }, [dispatch, token]);

  /** Success, fail, or fail_expired when the error code is token_expired. */
  const save = async (values: NewPasswordValues) => {
    setResult({ token, status: 'unset' });
    const outcome = await submit(passwordActions.updateSubmitted({ token, ...values }));
    const status = outcome.ok ? 'success' : outcome.error.code === ERROR_CODE.TOKEN_EXPIRED ? 'fail_expired' : 'fail';
    setResult({ token, status });
  };

  const title = mode === 'create' ? t('password.createTitle') : t('password.resetTitle');
  const toLogin = (
    <Button component={RouterLink} to={paths.login.getHref()} variant="contained">
      {t('password.toLogin')}
    </Button>
  );

  if (check.status === 'loading' || check.status === 'idle' || check.value !== token) {
    return (
      <AuthCard title={title}>
        <Typography color="textSecondary">{t('password.checking')}</Typography>
        <PageLoader />
      </AuthCard>
    );
  }

  if (check.status === 'failed') {
    return (
      <AuthCard title={title}>
        <LoadFailed error={check.error} onRetry={() => dispatch(passwordActions.tokenCheckRequested(token))} />
      </AuthCard>
    );
  }

  if (check.data === 'invalid') {
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

  if (check.data === 'expired' || update === 'fail_expired') {
    return (
      <AuthCard title={title}>
        <ExpiredLink key={token} mode={mode} token={token} />
      </AuthCard>
    );
  }

  if (update === 'success') {
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
      <Typography color="textSecondary">
        {mode === 'create' ? t('password.createIntro') : t('password.resetIntro')}
      </Typography>
      <Formik
        initialValues={initialValues}
        validationSchema={newPasswordSchema}
        onSubmit={(values, helpers) => {
          helpers.setSubmitting(false);
          return save(values);
        }}
      >
        <Form noValidate aria-label={title}>
          <ErrorSummary />
          {update === 'fail' && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {t('message.changePasswordError')}
            </Alert>
          )}
          <NewPasswordFields passwordLabel={t('password.newPassword')} confirmLabel={t('password.confirmPassword')} />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting} sx={{ mt: 2 }}>
            {mode === 'create' ? t('password.submitCreate') : t('password.submitReset')}
          </Button>
        </Form>
      </Formik>
    </AuthCard>
  );
}

/** An expired create link offers a new one by e-mail; an expired reset link leads to the request form. */
function ExpiredLink({ mode, token }: { mode: SetPasswordMode; token: string }) {
  const { t } = useTranslation('auth');
  const { submit, submitting } = useSubmit();
  const [resent, setResent] = useState<boolean | null>(null);
  const resend = async () => setResent((await submit(passwordActions.resendSubmitted(token))).ok);
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
  if (resent === true) {
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
      {resent === false && (
        <Alert severity="error" role="alert">
          {t('password.welcomeEmailError')}
        </Alert>
      )}
      <Button variant="contained" disabled={submitting} onClick={() => void resend()}>
        {t('password.requestNewLink')}
      </Button>
    </Stack>
  );
}
