import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, useField, type FormikHelpers } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';

import { isMissingCall, toSerializedError, type SerializedApiError } from '@/api/errors';
import { ApiErrorAlert } from '@/components/feedback/ApiErrorAlert';
import { LoadFailed } from '@/components/feedback/LoadState';
import { ErrorSummary } from '@/components/form/ErrorSummary';
import { FormSelectField } from '@/components/form/FormSelectField';
import { FormTextField } from '@/components/form/FormTextField';
import { NewPasswordFields } from '@/components/form/NewPasswordFields';
import { sameFieldError, showServerFieldErrors } from '@/components/form/serverFieldErrors';
import { PdfDropzone } from '@/components/upload/PdfDropzone';
import { paths } from '@/config/paths';
import { ERROR_CODE } from '@/contract/common';
import type { SignupRequest } from '@/contract/registration';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { selectLabelsLoad } from '@/core/meta/meta.selectors';
import { metaActions } from '@/core/meta/meta.slice';
import { useLabelList } from '@/core/meta/useLabelList';
import { useLabelsIn } from '@/core/meta/useLabelsIn';
import { codeOf } from '@/lib/languages';
import { MAX_UPLOAD_MB } from '@/lib/pdfFile';
import { useUiLanguage } from '@/lib/useUiLanguage';

import { signup } from '../auth.signup.api';
import { SIGNUP_FIELDS, signupSchema, type SignupValues } from '../auth.signup.schema';

const initialValues: SignupValues = {
  firstName: '',
  lastName: '',
  address: '',
  zip: '',
  country: '',
  email: '',
  password: '',
  confirmPassword: '',
  file: null,
};

/** The server's field errors go to the form's fields of the same name. */
const signupFieldError = (path: string, ruleName: string, values: SignupValues) =>
  (SIGNUP_FIELDS as readonly string[]).includes(path) ? sameFieldError(path, ruleName, values) : null;

/** Where the thank-you page reads the address the account was created with. */
interface ThankYouState {
  email: string;
}

/** All text values are trimmed; a password is taken as typed (as at sign-in). */
function toRequest(values: SignupValues, lang: 'de' | 'en'): SignupRequest {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    address: values.address.trim(),
    zip: values.zip.trim(),
    country: values.country,
    email: values.email.trim(),
    password: values.password,
    language: codeOf(lang),
    ...(values.file ? { file: values.file } : {}),
  };
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The simple registration form of `/signup`'s sign-up tab (docs/decisions/016-extra-paths.md): first name,
 * last name, address, zip, country, e-mail, password (repeated) and an optional CV as PDF.
 * A lazy chunk (with formik, yup and the drop zone), loaded only when the tab is chosen.
 *
 * Its one request is sent from here rather than through a slice and saga:
 * the attachment is a File, which the store must not hold (it is not serializable), the only
 * result is the move to /thank-you, and a slice and saga would sit in the first load of
 * /login and /signup, which has no room to spare (size budget).
 */
export default function SignupForm() {
  const { t } = useTranslation('signup');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const lang = useUiLanguage();
  const countries = useLabelList('countries');
  const labels = useAppSelector(selectLabelsLoad);
  const [failure, setFailure] = useState<SerializedApiError | null>(null);
  const [takenEmail, setTakenEmail] = useState<string | null>(null);
  // A double submit must be impossible, whatever way the form is submitted
  // (docs/decisions/006-retries-and-single-submit.md).
  const sending = useRef(false);

  useLabelsIn(lang);

  useEffect(() => {
    if (takenEmail !== null) document.getElementById('signup-email')?.focus();
  }, [takenEmail]);

  const submit = async (values: SignupValues, helpers: FormikHelpers<SignupValues>) => {
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    setTakenEmail(null);
    const request = toRequest(values, lang);
    try {
      await signup(request);
      const state: ThankYouState = { email: request.email };
      void navigate(paths.thankYou.getHref(), { state });
    } catch (error) {
      const serialized = toSerializedError(error);
      if (serialized.code === ERROR_CODE.DUPLICATE_EMAIL) {
        setTakenEmail(request.email);
        return;
      }
      // A server rule the form did not catch: mark the fields it names (entries stay as typed).
      if (serialized.code === ERROR_CODE.VALIDATION)
        showServerFieldErrors({ ...helpers, values, touched: {} }, serialized, signupFieldError);
      setFailure(serialized);
    } finally {
      sending.current = false;
    }
  };

  // The message stays while the field holds the address the server refused.
  const emailTaken = (email: string) => takenEmail !== null && sameEmail(takenEmail, email);

  const failureMessage =
    failure?.code === ERROR_CODE.FILE_TYPE_AND_SIZE
      ? tCommon('error.file.typeAndSize', { maxMb: MAX_UPLOAD_MB })
      : failure?.code === ERROR_CODE.VALIDATION
        ? t('signupForm.invalidEntries')
        : isMissingCall(failure)
          ? // A call we designed, which the server may not have (docs/decisions/056-a-save-is-its-status.md).
            t('signupForm.unavailable')
          : undefined;

  return (
    <Formik initialValues={initialValues} validationSchema={signupSchema} onSubmit={submit}>
      {({ isSubmitting, values }) => (
        <Form noValidate aria-label={t('signupForm.title')}>
          <ErrorSummary />
          <Typography color="textSecondary">{t('signupForm.intro')}</Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
            {t('signupForm.requiredHint')}
          </Typography>
          <ApiErrorAlert error={failure} message={failureMessage} sx={{ mt: 2 }} />
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
            <FormTextField
              id="signup-firstName"
              name="firstName"
              label={t('signupForm.firstName')}
              autoComplete="given-name"
              required
            />
            <FormTextField
              id="signup-lastName"
              name="lastName"
              label={t('signupForm.lastName')}
              autoComplete="family-name"
              required
            />
          </Stack>
          <FormTextField
            id="signup-address"
            name="address"
            label={t('signupForm.address')}
            autoComplete="street-address"
            required
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
            <Box sx={{ flex: { sm: '0 0 38%' } }}>
              <FormTextField
                id="signup-zip"
                name="zip"
                label={t('signupForm.zip')}
                autoComplete="postal-code"
                required
              />
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <FormSelectField
                name="country"
                label={t('signupForm.country')}
                options={countries}
                required
                disabled={countries.length === 0}
                helperText={labels.status === 'loading' ? t('signupForm.countriesLoading') : undefined}
              />
            </Box>
          </Stack>
          {labels.status === 'failed' && (
            <LoadFailed
              error={labels.error}
              message={t('signupForm.countriesFailed')}
              onRetry={() => dispatch(metaActions.labelsRequested(lang))}
            />
          )}
          <FormTextField
            id="signup-email"
            name="email"
            type="email"
            label={t('signupForm.email')}
            autoComplete="email"
            required
            inputProps={{ 'aria-invalid': emailTaken(values.email) || undefined }}
            sx={
              emailTaken(values.email)
                ? {
                    '&, &.Mui-focused, &:hover': {
                      '& .MuiOutlinedInput-notchedOutline': { borderColor: 'error.main' },
                    },
                  }
                : undefined
            }
            helperText={emailTaken(values.email) ? <EmailTaken /> : undefined}
          />
          <NewPasswordFields
            idPrefix="signup"
            passwordLabel={t('signupForm.password')}
            confirmLabel={t('signupForm.confirmPassword')}
          />
          <AttachmentField disabled={isSubmitting} />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting} sx={{ mt: 3 }}>
            {isSubmitting ? t('signupForm.sending') : t('signupForm.submit')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}

/** The username already exists: the text points to /forgot-password. */
function EmailTaken() {
  const { t } = useTranslation('signup');
  const { t: tForms } = useTranslation('forms');
  return (
    <Box component="span" role="alert" sx={{ color: 'error.main' }}>
      {tForms('label.emailAlreadyExists')}{' '}
      <Link component={RouterLink} to={paths.forgotPassword.getHref()} color="inherit" sx={{ fontWeight: 500 }}>
        {t('signupForm.forgotPassword')}
      </Link>
    </Box>
  );
}

/** The optional CV: the one upload control (PDF, at most MAX_UPLOAD_BYTES, docs/decisions/013-uploads.md). */
function AttachmentField({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('signup');
  const [field, , helpers] = useField<File | null>('file');
  return (
    <Box sx={{ mt: 2 }}>
      <FormLabel component="div" id="signup-file-label" sx={{ mb: 0.5 }}>
        {t('signupForm.attachment')}
      </FormLabel>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {t('signupForm.attachmentHint', { maxMb: MAX_UPLOAD_MB })}
      </Typography>
      <PdfDropzone
        id="signup-file"
        label={t('signupForm.attachmentFile')}
        file={field.value}
        onFileChange={(file) => void helpers.setValue(file)}
        disabled={disabled}
      />
    </Box>
  );
}
