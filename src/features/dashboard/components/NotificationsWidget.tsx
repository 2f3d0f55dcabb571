import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { paths } from '@/config/paths';
import { NOTIFICATION_CHANNELS, type NotificationSettings } from '@/contract/account';
import { useLabelOf } from '@/core/meta/useLabelOf';

import { DashboardCard } from './DashboardCard';

/**
 * The specification names a notifications widget without content: it shows how the manager is kept
 * informed (the three channels of the notification settings) and leads to where that changes.
 */
export function NotificationsWidget({ settings }: { settings: NotificationSettings | null }) {
  const { t } = useTranslation('dashboard');
  const contactType = useLabelOf('preferredContactTypes');
  return (
    <DashboardCard title={t('notifications.heading')}>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {t('notifications.intro')}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          mb: 2,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          rowGap: 0.5,
          '& dd': { m: 0 },
        }}
      >
        {NOTIFICATION_CHANNELS.map((channel) => (
          <Box key={channel} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {t(`notifications.${channel}`)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ fontWeight: 500 }}>
              {contactType(settings?.[channel]) || t('notifications.notSet')}
            </Typography>
          </Box>
        ))}
      </Box>
      <Button component={RouterLink} to={paths.notificationSettings.getHref()} variant="outlined" size="small">
        {t('notifications.manage')}
      </Button>
    </DashboardCard>
  );
}
