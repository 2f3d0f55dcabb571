import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';

import type { OutboxEntry } from '@/core/timeEntryOutbox/outboxRules';

/**
 * Entries that waited on the device and were not accepted by the server stay until the manager resolves or
 * discards them (docs/decisions/054-offline-data.md): the month says so above its days, which say why.
 */
export function NotAcceptedNotice({ waiting }: { waiting: readonly OutboxEntry[] }) {
  const { t } = useTranslation('placement');
  const count = waiting.filter((item) => item.refusal !== null).length;
  if (count === 0) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      <AlertTitle>{t('outbox.notAccepted', { count })}</AlertTitle>
      {t('outbox.notAcceptedHint')}
    </Alert>
  );
}
