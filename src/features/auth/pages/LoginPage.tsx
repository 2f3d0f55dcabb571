import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { AuthCard } from '@/components/layout/AuthCard';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/core/hooks';

import { selectLogin } from '../auth.selectors';
import { LoginForm } from '../components/LoginForm';
import { SessionEndNotice } from '../components/SessionEndNotice';

// Only a locked account needs it (and its HTML sanitizer): not part of the first load.
const AccountLocked = lazy(() => import('../components/AccountLocked'));

/** `/login`; the account-locked screen is a state of it (docs/decisions/016-extra-paths.md). */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const login = useAppSelector(selectLogin);
  return (
    <AuthCard title={login.locked ? t('locked.title') : t('login.title')}>
      {login.locked ? (
        <Suspense fallback={null}>
          <AccountLocked />
        </Suspense>
      ) : (
        <>
          <SessionEndNotice />
          <Typography color="textSecondary" sx={{ mb: 1 }}>
            {t('login.intro')}
          </Typography>
          <LoginForm />
          <Box sx={{ mt: 3, textAlign: 'center' }}>
            <Typography component="span" color="textSecondary">
              {t('login.noAccount')}{' '}
            </Typography>
            <Link component={RouterLink} to={paths.register.getHref()}>
              {t('login.register')}
            </Link>
          </Box>
        </>
      )}
    </AuthCard>
  );
}
