import EventOutlined from '@mui/icons-material/EventOutlined';
import FeedOutlined from '@mui/icons-material/FeedOutlined';
import { useTranslation } from 'react-i18next';

import { NEWS_KIND, type NewsItem } from '@/contract/opportunities';
import { isFirstLoad, type Loaded } from '@/core/load/load';
import { formatDay } from '@/lib/dateFormat';
import { useUiLanguage } from '@/lib/useUiLanguage';
import { toSafeHref } from '@/lib/webLinks';

import { DashboardCard } from './DashboardCard';
import { ItemTitleAndText, MoreLink } from './DashboardItemParts';
import styles from './DashboardItems.module.css';
import { DashboardList } from './DashboardList';

/** The dashboard's 'news and events' and 'upcoming events' (`GET /manager/news-and-events`). */
export function NewsSection({ news, onRetry }: { news: Loaded<NewsItem[]>; onRetry: () => void }) {
  const { t } = useTranslation('dashboard');
  const lang = useUiLanguage();
  return (
    <DashboardCard title={t('news.heading')} loading={isFirstLoad(news)}>
      <DashboardList
        list={news}
        texts={{ error: t('news.error'), empty: t('news.empty'), unavailable: t('news.unavailable') }}
        onRetry={onRetry}
      >
        {(item) => {
          const href = toSafeHref(item.link);
          const isEvent = item.kind === NEWS_KIND.EVENT;
          return (
            <li key={item.id} className={styles.withIcon}>
              <span aria-hidden className={styles.icon}>
                {isEvent ? <EventOutlined /> : <FeedOutlined />}
              </span>
              <div className={styles.body}>
                <span className={styles.meta}>
                  {[isEvent ? t('news.event') : t('news.news'), formatDay(item.date, lang), item.location[lang]]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                <ItemTitleAndText title={item.title[lang]} html={item.summary[lang]} />
                {href && (
                  <MoreLink href={href} text={t('news.more')} name={t('news.moreAbout', { title: item.title[lang] })} />
                )}
              </div>
            </li>
          );
        }}
      </DashboardList>
    </DashboardCard>
  );
}
