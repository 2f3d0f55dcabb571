import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import CloudSyncOutlined from '@mui/icons-material/CloudSyncOutlined';
import Box from '@mui/material/Box';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Lang } from '@/contract/common';
import { selectKeptSince, selectOnline } from '@/core/connection/connection.slice';
import { useAppSelector } from '@/core/hooks';
import type * as dateFormat from '@/lib/dateFormat';
import { useUiLanguage } from '@/lib/useUiLanguage';

// Only its type here: the module itself is imported when a kept copy is shown (useDateFormat).
type DateFormat = typeof dateFormat;

/**
 * The shell's line under the header while the device is offline or a screen shows what the device kept
 * (docs/decisions/054-offline-data.md). In the flow, not floating, so it covers nothing on a phone; one polite
 * live region, present from the start, so the change is announced. The kept copy's time needs date-fns, which the
 * shell does not carry (about 8 KB): it is imported once a kept copy is shown, by which time the screen that shows
 * it has usually loaded it; until then the text says "earlier".
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const online = useAppSelector(selectOnline);
  const keptSince = useAppSelector(selectKeptSince);
  const dates = useDateFormat(keptSince !== null);

  const text =
    keptSince === null ? (online ? null : t('offline.banner.offline')) : keptText(keptSince, online, lang, dates, t);

  return (
    <Box
      role="status"
      sx={{ bgcolor: text ? 'grey.100' : undefined, borderBottom: text ? 1 : 0, borderColor: 'divider' }}
    >
      {text && (
        <Box
          sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, px: { xs: 2, sm: 3 }, py: 1, typography: 'body2' }}
        >
          {online ? (
            <CloudSyncOutlined fontSize="small" aria-hidden sx={{ mt: '1px' }} />
          ) : (
            <CloudOffOutlined fontSize="small" aria-hidden sx={{ mt: '1px' }} />
          )}
          {text}
        </Box>
      )}
    </Box>
  );
}

const KEPT_TEXTS = {
  offline: { untimed: 'offline.banner.keptUntimed', today: 'offline.banner.kept', earlier: 'offline.banner.keptOn' },
  online: {
    untimed: 'offline.banner.updatingUntimed',
    today: 'offline.banner.updating',
    earlier: 'offline.banner.updatingOn',
  },
} as const;

function keptText(
  keptSince: number,
  online: boolean,
  lang: Lang,
  dates: DateFormat | null,
  t: TFunction<'common'>,
): string {
  const texts = KEPT_TEXTS[online ? 'online' : 'offline'];
  if (!dates) return t(texts.untimed);
  const saved = new Date(keptSince);
  const time = dates.formatDateAs(saved, 'time', lang);
  if (saved.toDateString() === new Date().toDateString()) return t(texts.today, { time });
  return t(texts.earlier, { time, date: dates.formatDay(saved, lang) });
}

/** The date helpers, imported the first time they are needed; null until they have arrived (or if they cannot). */
function useDateFormat(needed: boolean): DateFormat | null {
  const [dates, setDates] = useState<DateFormat | null>(null);
  useEffect(() => {
    if (!needed || dates) return;
    let current = true;
    import('@/lib/dateFormat').then(
      (module) => {
        if (current) setDates(module);
      },
      // Offline without the worker's copy of the chunk: the text keeps saying "earlier".
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [needed, dates]);
  return dates;
}
