import type { TFunction } from 'i18next';

import type { SerializedApiError } from '@/api/errors';
import { TIME_ENTRY_API_ERROR } from '@/contract/timeEntries';
import { VERSION_API_ERROR } from '@/contract/versions';

const FORBIDDEN_STATUS = 403;
const NOT_FOUND_STATUS = 404;

/** Why the server did not accept an entry that waited on the device, and what the manager can do. */
export function refusalInWords(t: TFunction<'placement'>, refusal: SerializedApiError): string {
  switch (refusal.code) {
    case VERSION_API_ERROR.STALE:
      return t('outbox.refused.savedMeanwhile', { ns: 'placement' });
    case TIME_ENTRY_API_ERROR.MONTH_SUBMITTED:
      return t('outbox.refused.monthSubmitted', { ns: 'placement' });
    case TIME_ENTRY_API_ERROR.NOT_REPORTED_VIA_PORTAL:
      return t('outbox.refused.notReported', { ns: 'placement' });
    default:
      if (refusal.status === FORBIDDEN_STATUS) return t('outbox.refused.notAllowed', { ns: 'placement' });
      if (refusal.status === NOT_FOUND_STATUS) return t('outbox.refused.notFound', { ns: 'placement' });
      return t('outbox.refused.rule', { ns: 'placement' });
  }
}
