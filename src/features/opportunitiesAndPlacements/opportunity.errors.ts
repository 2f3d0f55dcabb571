import type { TFunction } from 'i18next';

import type { SerializedApiError } from '@/api/errors';
import { apiErrorMessage } from '@/components/feedback/errorMessage';
import { OPPORTUNITY_ERROR } from '@/contract/opportunities';

/**
 * Why an opportunity call failed, in plain words: the two codes of the opportunity calls
 * (409 `opportunity_not_open`, 403 `nda_required`) have texts of their own, anything else
 * the general text of its status (docs/decisions/004-api-errors.md).
 */
export function opportunityErrorReason(t: TFunction, error: SerializedApiError): string {
  if (error.code === OPPORTUNITY_ERROR.NOT_OPEN) return t('errors.notOpen', { ns: 'management' });
  if (error.code === OPPORTUNITY_ERROR.NDA_REQUIRED) return t('errors.ndaRequired', { ns: 'management' });
  return apiErrorMessage(t, error);
}
