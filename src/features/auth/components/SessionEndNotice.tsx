import { useTranslation } from 'react-i18next';

import { LazyAlert } from '@/components/feedback/LazyAlert';
import { useAppSelector } from '@/core/hooks';

import { selectEndReason } from '../auth.selectors';

/** Tells why the last session ended (idle time-out, expiry, another tab). */
export function SessionEndNotice() {
  const { t } = useTranslation();
  const reason = useAppSelector(selectEndReason);
  if (!reason || reason === 'logout') return null;
  const text =
    reason === 'idle' ? t('idle.loggedOut') : reason === 'otherTab' ? t('session.otherTab') : t('session.expired');
  return (
    <LazyAlert severity="info" role="status" sx={{ mb: 2 }}>
      {text}
    </LazyAlert>
  );
}
