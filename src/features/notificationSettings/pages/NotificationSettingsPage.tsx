import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';

import { LoadState } from '@/components/feedback/LoadState';
import { PageHeading } from '@/components/layout/PageHeading';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { selectProfile } from '@/core/profile/profile.selectors';
import { profileActions } from '@/core/profile/profile.slice';

import { NotificationSettingsForm } from '../components/NotificationSettingsForm';

import '../notificationSettings.feature';

/**
 * `/notification-settings`: one preferred contact type for each of the three channels. Cancel goes to
 * the root; Save goes there once the server has the settings.
 */
export default function NotificationSettingsPage() {
  const { t } = useTranslation('notificationSettings');
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfile);
  const settings = profile.data?.notificationSettings;

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <PageHeading title={t('title')} intro={t('intro')} />
        <LoadState
          request={profile}
          hasData={settings !== undefined}
          message={t('loadError')}
          onRetry={() => dispatch(profileActions.profileRequested())}
        >
          {settings && <NotificationSettingsForm settings={settings} />}
        </LoadState>
      </Paper>
    </Box>
  );
}
