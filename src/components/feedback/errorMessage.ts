import type { TFunction } from 'i18next';

import { CLIENT_ERROR_CODE, httpMessageKey, type SerializedApiError } from '@/api/errors';

/**
 * `error.http.{status}01`, else the general message, which says what to do next and never shows the status
 * (docs/decisions/004-api-errors.md); a designed call the server does not have, in words of its own
 * (docs/decisions/056-a-save-is-its-status.md).
 */
export function apiErrorMessage(t: TFunction, error: SerializedApiError): string {
  if (error.code === CLIENT_ERROR_CODE.NOT_AVAILABLE) return t('error.notAvailable', { ns: 'common' });
  // The key is built from the status at run time, so it cannot be checked against the typed key set.
  const key = httpMessageKey(error.status) as 'error.http.default';
  return t([key, 'error.http.default'], { ns: 'common' });
}
