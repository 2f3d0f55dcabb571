import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { ApiErrorAlert } from '@/components/feedback/ApiErrorAlert';
import { selectFullName, selectProfile } from '@/core/profile/profile.selectors';

/** The home page; for now it greets the signed-in manager by name (the dashboard issue fills it). */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const fullName = useAppSelector(selectFullName);
  const profile = useAppSelector(selectProfile);

  useEffect(() => {
    document.title = t('title');
  }, [t]);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography component="h1" variant="h1" sx={{ mb: 2 }}>
        {fullName ? t('greeting', { name: fullName }) : t('greetingFallback')}
      </Typography>
      {profile.status === 'failed' && <ApiErrorAlert error={profile.error} message={t('profileError')} sx={{ mb: 2 }} />}
      <Typography color="text.secondary">{t('intro')}</Typography>
    </Paper>
  );
}
