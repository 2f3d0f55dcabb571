import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { SafeHtml } from '@/components/html/SafeHtml';
import type { Offer } from '@/contract/opportunities';
import type { Loaded } from '@/core/load/load';
import { formatDay } from '@/lib/dateFormat';
import { useUiLanguage } from '@/lib/useUiLanguage';
import { toSafeHref } from '@/lib/webLinks';

import { DashboardCard } from './DashboardCard';
import { DashboardList } from './DashboardList';

/** The dashboard's offers (`GET /manager/offers`). */
export function OffersSection({ offers, onRetry }: { offers: Loaded<Offer[]>; onRetry: () => void }) {
  const { t } = useTranslation('dashboard');
  const lang = useUiLanguage();
  return (
    <DashboardCard title={t('offers.heading')}>
      <DashboardList list={offers} texts={{ error: t('offers.error'), empty: t('offers.empty') }} onRetry={onRetry}>
        {(offer) => {
          const href = toSafeHref(offer.link);
          return (
            <li key={offer.id}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
                {offer.title[lang]}
              </Typography>
              <SafeHtml
                html={offer.description[lang]}
                profile="message"
                sx={{ typography: 'body2', '& p': { my: 0.5 } }}
              />
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'baseline' }}>
                {offer.validUntil && (
                  <Typography variant="caption" color="text.secondary">
                    {t('offers.validUntil', { date: formatDay(offer.validUntil, lang) })}
                  </Typography>
                )}
                {href && (
                  <Link
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="body2"
                    aria-label={t('offers.moreAbout', { title: offer.title[lang] })}
                  >
                    {t('offers.more')}
                  </Link>
                )}
              </Box>
            </li>
          );
        }}
      </DashboardList>
    </DashboardCard>
  );
}
