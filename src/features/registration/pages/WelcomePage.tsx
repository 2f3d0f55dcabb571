import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { paths } from '@/config/paths';
import { useAppDispatch } from '@/core/hooks';

import { WelcomeContent } from '../components/WelcomeStep';
import { registrationActions } from '../registration.slice';

import '../registration.feature';

import { PageHeading } from '@/components/layout/PageHeading';
import { useUiLanguage } from '@/lib/useUiLanguage';

/**
 * `/welcome` (docs/decisions/016-extra-paths.md): the welcome video and image, and the ways in: register or
 * sign in.
 */
export default function WelcomePage() {
  const { t } = useTranslation('registration');
  const lang = useUiLanguage();
  const dispatch = useAppDispatch();

  useEffect(() => {
    dispatch(registrationActions.welcomeVideosRequested());
  }, [dispatch]);

  return (
    <Paper variant="outlined" sx={{ maxWidth: 1000, mx: 'auto', p: { xs: 2, sm: 4 } }}>
      <PageHeading title={t('welcomePage.title')} intro={t('welcomePage.intro')} />
      <WelcomeContent lang={lang} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4, justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={paths.login.getHref()} variant="outlined" size="large">
          {t('welcomePage.login')}
        </Button>
        <Button component={RouterLink} to={paths.register.getHref()} variant="contained" size="large">
          {t('welcomePage.register')}
        </Button>
      </Stack>
    </Paper>
  );
}
