import EventOutlined from '@mui/icons-material/EventOutlined';
import FeedOutlined from '@mui/icons-material/FeedOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { NEWS_KIND, type NewsItem } from '@/contract/opportunities';
import { isFirstLoad, type Loaded } from '@/core/load/load';
import { formatDay } from '@/lib/dateFormat';
import { useUiLanguage } from '@/lib/useUiLanguage';
import { toSafeHref } from '@/lib/webLinks';

import { DashboardCard } from './DashboardCard';
import { ItemTitleAndText, MoreLink } from './DashboardItemParts';
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
            <Box component="li" key={item.id} sx={{ display: 'flex', gap: 1.5 }}>
              <Box aria-hidden sx={{ color: 'primary.main', pt: 0.25 }}>
                {isEvent ? <EventOutlined /> : <FeedOutlined />}
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="caption" color="textSecondary">
                  {[isEvent ? t('news.event') : t('news.news'), formatDay(item.date, lang), item.location[lang]]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
                <ItemTitleAndText title={item.title[lang]} html={item.summary[lang]} />
                {href && (
                  <MoreLink href={href} text={t('news.more')} name={t('news.moreAbout', { title: item.title[lang] })} />
                )}
              </Box>
            </Box>
          );
        }}
      </DashboardList>
    </DashboardCard>
  );
}
