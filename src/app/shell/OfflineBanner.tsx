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
 * (docs/decisions/054-offline-data.md). In the flow, not floating, so it covers nothing on a phone. The kept
 * copy's time needs date-fns, which the shell does not carry (about 8 KB compressed): it is imported once a kept copy
 * is shown, by which time the screen that shows it has usually loaded it; until then the text says "earlier".
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
    // The polite region is there from the start, so what is put into it is announced; the status inside exists only
    // while there is something to say (a screen's own status stays the only one on the page while all is live).
    <div aria-live="polite">
      {text && (
        <Box
          role="status"
          sx={{
            display: 'flex',
            alignItems: 'flex-start',
            gap: 1,
            px: { xs: 2, sm: 3 },
            py: 1,
            typography: 'body2',
            bgcolor: 'grey.100',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          {online ? (
            <CloudSyncOutlined fontSize="small" aria-hidden sx={{ mt: '1px' }} />
          ) : (
            <CloudOffOutlined fontSize="small" aria-hidden sx={{ mt: '1px' }} />
          )}
          {text}
        </Box>
      )}
    </div>
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
