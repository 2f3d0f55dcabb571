import type { AlertProps } from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

import type { SerializedApiError } from '@/api/errors';

import { apiErrorMessage } from './errorMessage';
import { LazyAlert } from './LazyAlert';

interface ApiErrorAlertProps extends Omit<AlertProps, 'children' | 'severity'> {
  error: SerializedApiError | null;
  /** A screen-specific text to use instead of the general one for the status. */
  message?: string;
  /** What did not work, said before the status's own words on what to do next. */
  lead?: string;
}

/** Shows a failed request next to the form or content it belongs to. */
export function ApiErrorAlert({ error, message, lead, ...alertProps }: ApiErrorAlertProps) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <LazyAlert severity="error" role="alert" {...alertProps}>
      {lead && `${lead} `}
      {message ?? apiErrorMessage(t, error)}
    </LazyAlert>
  );
}
