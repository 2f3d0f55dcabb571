import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

import { formatWeekdayDay } from '@/lib/dateFormat';
import { useUiLanguage } from '@/lib/useUiLanguage';

import type { FastEntryResult } from '../placement.types';

/** What a fast entry did: how many entries were saved, and which days were skipped and why. */
export function FastEntryResultNotice({ result, onClose }: { result: FastEntryResult; onClose: () => void }) {
  const { t } = useTranslation('placement');
  const lang = useUiLanguage();
  return (
    <Alert
      severity={result.skipped.length === 0 ? 'success' : 'warning'}
      onClose={onClose}
      slotProps={{ closeButton: { 'aria-label': t('fast.dismiss'), title: t('fast.dismiss') } }}
      role="status"
      sx={{ mb: 2 }}
    >
      {t('fast.saved', { count: result.saved.length })}
      {result.skipped.length > 0 && (
        <>
          {' '}
          {t('fast.skipped', { count: result.skipped.length })}
          <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
            {result.skipped.map((day) => (
              <li key={day.date}>
                {t('fast.skippedDay', {
                  date: formatWeekdayDay(day.date, lang),
                  reason: t(`fast.reason.${day.reason}`),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </Alert>
  );
}
