import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ERROR_CODE } from '@/api/contract';
import { ApiErrorAlert } from '@/components/feedback/ApiErrorAlert';
import { FocusFirstError } from '@/components/form/FocusFirstError';
import { FormTextField } from '@/components/form/FormTextField';
import { PasswordField } from '@/components/form/PasswordField';
import { paths } from '@/config/paths';
import { loginSchema, type LoginValues } from '../auth.schema';
import { selectLogin } from '../auth.selectors';
import { authActions } from '../auth.slice';
import { USERNAME_MAX_LENGTH } from '@/lib/validation';

const initialValues: LoginValues = { username: '', password: '' };

/** Part 1 §2: username and password; Enter submits; link to /forgot-password. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const login = useAppSelector(selectLogin);
  const loading = login.status === 'loading';
  const showWarning = login.status === 'failed' && login.error?.code === ERROR_CODE.INVALID_CREDENTIALS && (login.leftAttempts ?? 0) > 0;

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={loginSchema}
      onSubmit={(values, helpers) => {
        helpers.setSubmitting(false);
        dispatch(authActions.loginSubmitted({ username: values.username, password: values.password }));
      }}
    >
      <Form noValidate aria-label={t('login.title')}>
        <FocusFirstError />
        {showWarning ? (
          <Alert severity="warning" role="alert" sx={{ mb: 1 }}>
            <AlertTitle>{t('login.warning')}</AlertTitle>
            {t('login.warningMsg', { count: login.leftAttempts ?? 0 })}
          </Alert>
        ) : (
          login.status === 'failed' && <ApiErrorAlert error={login.error} sx={{ mb: 1 }} />
        )}
        <FormTextField
          name="username"
          label={t('login.username')}
          autoComplete="username"
          inputMode="email"
          required
          slotProps={{ htmlInput: { maxLength: USERNAME_MAX_LENGTH } }}
        />
        <PasswordField
          name="password"
          label={t('login.password')}
          autoComplete="current-password"
          required
          showLabel={t('login.showPassword')}
          hideLabel={t('login.hidePassword')}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <Link component={RouterLink} to={paths.forgotPassword.getHref()}>
            {t('login.forgotPassword')}
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={loading} aria-busy={loading}>
          {t('login.submit')}
        </Button>
      </Form>
    </Formik>
  );
}
