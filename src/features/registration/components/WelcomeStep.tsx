import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { WelcomeVideo } from '@/components/media/WelcomeVideo';
import type { Lang } from '@/contract/common';
import { useAppSelector } from '@/core/hooks';

import { selectWelcomeVideos } from '../registration.selectors';

/** The welcome video of the current language and the image (step 1; `/welcome`). */
export function WelcomeContent({ lang }: { lang: Lang }) {
  const { t } = useTranslation('registration');
  const videos = useAppSelector(selectWelcomeVideos);
  return (
    <>
      <Typography sx={{ mb: 3 }}>{t('welcome.body')}</Typography>
      <WelcomeVideo
        url={videos.data?.[lang] ?? null}
        videoTitle={t('welcome.videoTitle')}
        playLabel={t('welcome.play')}
        openInNewTabLabel={t('welcome.openVideo')}
        imageAlt={t('welcome.imageAlt')}
        unavailableText={videos.status === 'failed' ? t('welcome.videoUnavailable') : ''}
      />
    </>
  );
}
