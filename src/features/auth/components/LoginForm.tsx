import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { ApiErrorAlert } from '@/components/feedback/ApiErrorAlert';
import { LazyAlert } from '@/components/feedback/LazyAlert';
import { TextInput } from '@/components/form/TextInput';
import { usePasswordToggle } from '@/components/form/usePasswordToggle';
import { paths } from '@/config/paths';
import { ERROR_CODE } from '@/contract/common';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { lazySchema, type FieldErrors } from '@/lib/lazySchema';
import { validationMessage } from '@/lib/validation';

import type { LoginValues } from '../auth.schema';
import { selectLogin } from '../auth.selectors';
import { authActions } from '../auth.slice';

const validateLogin = lazySchema<LoginValues>(() => import('../auth.schema').then((module) => module.loginSchema));
const FIELDS: (keyof LoginValues)[] = ['username', 'password'];

/**
 * Username and password; Enter submits; link to /forgot-password.
 * The one form without formik: it is the first screen everyone loads, and its two fields
 * do not need formik's 11 KB (the size budget of 180 KB); the rules stay in the yup schema.
 */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const dispatch = useAppDispatch();
  const login = useAppSelector(selectLogin);
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<LoginValues>>({});
  const [submitted, setSubmitted] = useState(false);
  const passwordToggle = usePasswordToggle(t('login.showPassword'), t('login.hidePassword'));
  const loading = login.status === 'loading';
  const showWarning =
    login.status === 'failed' && login.error?.code === ERROR_CODE.INVALID_CREDENTIALS && (login.leftAttempts ?? 0) > 0;

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [event.target.name]: event.target.value };
    setValues(next);
    if (submitted) void validateLogin(next).then(setErrors);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = await validateLogin(values);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      // The first invalid field gets focus.
      document.getElementById(firstInvalid)?.focus();
      return;
    }
    dispatch(authActions.loginSubmitted(values));
  };

  /** What each input takes from the form (as formik's getFieldProps would give it): value, change, translated error. */
  const fieldProps = (field: keyof LoginValues) => {
    const rule = errors[field];
    const errorText = rule ? validationMessage(tCommon, rule, field) : undefined;
    return { name: field, required: true, value: values[field], onChange: change, errorText };
  };

  return (
    <Box component="form" noValidate aria-label={t('login.title')} onSubmit={(event) => void submit(event)}>
      {showWarning ? (
        <LazyAlert severity="warning" role="alert" sx={{ mb: 1 }}>
          <Box component="strong" sx={{ display: 'block', mb: 0.5 }}>
            {t('login.warning')}
          </Box>
          {t('login.warningMsg', { count: login.leftAttempts ?? 0 })}
        </LazyAlert>
      ) : (
        login.status === 'failed' && <ApiErrorAlert error={login.error} sx={{ mb: 1 }} />
      )}
      <TextInput {...fieldProps('username')} label={t('login.username')} autoComplete="username" />
      <TextInput
        {...fieldProps('password')}
        label={t('login.password')}
        autoComplete="current-password"
        {...passwordToggle}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Link component={RouterLink} to={paths.forgotPassword.getHref()}>
          {t('login.forgotPassword')}
        </Link>
      </Box>
      <Button type="submit" variant="contained" size="large" fullWidth disabled={loading} aria-busy={loading}>
        {t('login.submit')}
      </Button>
    </Box>
  );
}
