import { useTranslation } from 'react-i18next';

import type { Offer } from '@/contract/opportunities';
import { isFirstLoad, type Loaded } from '@/core/load/load';
import { formatDay } from '@/lib/dateFormat';
import { useUiLanguage } from '@/lib/useUiLanguage';
import { toSafeHref } from '@/lib/webLinks';

import { DashboardCard } from './DashboardCard';
import { ItemTitleAndText, MoreLink } from './DashboardItemParts';
import styles from './DashboardItems.module.css';
import { DashboardList } from './DashboardList';

/** The dashboard's offers (`GET /manager/offers`). */
export function OffersSection({ offers, onRetry }: { offers: Loaded<Offer[]>; onRetry: () => void }) {
  const { t } = useTranslation('dashboard');
  const lang = useUiLanguage();
  return (
    <DashboardCard title={t('offers.heading')} loading={isFirstLoad(offers)}>
      <DashboardList list={offers} texts={{ error: t('offers.error'), empty: t('offers.empty') }} onRetry={onRetry}>
        {(offer) => {
          const href = toSafeHref(offer.link);
          return (
            <li key={offer.id}>
              <ItemTitleAndText title={offer.title[lang]} html={offer.description[lang]} />
              <div className={styles.foot}>
                {offer.validUntil && (
                  <span className={styles.meta}>
                    {t('offers.validUntil', { date: formatDay(offer.validUntil, lang) })}
                  </span>
                )}
                {href && (
                  <MoreLink
                    href={href}
                    text={t('offers.more')}
                    name={t('offers.moreAbout', { title: offer.title[lang] })}
                  />
                )}
              </div>
            </li>
          );
        }}
      </DashboardList>
    </DashboardCard>
  );
}
