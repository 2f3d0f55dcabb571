import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { isMissingCall, type SerializedApiError } from '@/api/errors';
import type { RequestState } from '@/core/requestStatus';

import { ApiErrorAlert } from './ApiErrorAlert';
import { LazyAlert } from './LazyAlert';
import { PageLoader } from './PageLoader';

interface LoadFailedProps {
  error: SerializedApiError | null;
  /**
   * The screen's own words for what did not load, followed by the status's words on why and what to do (the
   * connection, the server, an answer it could not read); alone when there is no request to blame.
   */
  message?: string;
  /**
   * For a call we designed: the words for a server that does not have it (docs/decisions/056-a-save-is-its-status.md),
   * shown as information, without a retry.
   */
  unavailable?: string;
  onRetry: () => void;
}

/** A load that failed, said where its data would be, with a retry. */
export function LoadFailed({ error, message, unavailable, onRetry }: LoadFailedProps) {
  const { t } = useTranslation();
  if (unavailable !== undefined && isMissingCall(error)) {
    return (
      <LazyAlert severity="info" role="status">
        {unavailable}
      </LazyAlert>
    );
  }
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      {error ? (
        <ApiErrorAlert error={error} lead={message} sx={{ alignSelf: 'stretch' }} />
      ) : (
        // A part that could not be drawn, with no request to blame.
        <LazyAlert severity="error" role="alert" sx={{ alignSelf: 'stretch' }}>
          {message ?? t('error.generic')}
        </LazyAlert>
      )}
      <Button variant="outlined" onClick={onRetry}>
        {t('actions.retry', { ns: 'common' })}
      </Button>
    </Stack>
  );
}

interface LoadStateProps extends Omit<LoadFailedProps, 'error'> {
  /** The load's request; undefined before its slice is there. */
  request: RequestState | undefined;
  /** True once there is data to show (a reload keeps showing it). */
  hasData: boolean;
  /** The data, shown once there is some. */
  children: ReactNode;
}

/**
 * The one way a screen shows a load: a spinner until the first data, the data (kept while it
 * reloads), and a failure where the data would be, with a retry; a failed reload keeps the data
 * below the message.
 */
export function LoadState({ request, hasData, message, unavailable, onRetry, children }: LoadStateProps) {
  const failed = request?.status === 'failed';
  if (!failed && !hasData) return <PageLoader />;
  return (
    <>
      {failed && (
        <LoadFailed error={request?.error ?? null} message={message} unavailable={unavailable} onRetry={onRetry} />
      )}
      {hasData && children}
    </>
  );
}
