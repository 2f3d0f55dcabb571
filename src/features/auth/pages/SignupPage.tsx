import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { AuthCard } from '@/components/layout/AuthCard';
import { paths } from '@/config/paths';
import { selectLogin } from '../auth.selectors';
import { LoginForm } from '../components/LoginForm';
import { SessionEndNotice } from '../components/SessionEndNotice';

// Only a locked account needs it (and its HTML sanitizer): not part of the first load.
const AccountLocked = lazy(() => import('../components/AccountLocked'));

type SignupTab = 'signIn' | 'signUp';

/** `/signup`, the simple variant with sign-in and sign-up tabs (decision 12). */
export default function SignupPage() {
  const { t } = useTranslation('auth');
  const login = useAppSelector(selectLogin);
  const [tab, setTab] = useState<SignupTab>('signIn');
  return (
    <AuthCard title={login.locked ? t('locked.title') : t('signup.title')}>
      <Tabs value={tab} onChange={(_event, value: SignupTab) => setTab(value)} aria-label={t('signup.tabs')} variant="fullWidth" sx={{ mb: 2 }}>
        <Tab value="signIn" label={t('signup.signInTab')} id="signup-tab-signIn" aria-controls="signup-panel-signIn" />
        <Tab value="signUp" label={t('signup.signUpTab')} id="signup-tab-signUp" aria-controls="signup-panel-signUp" />
      </Tabs>
      <Box role="tabpanel" id={`signup-panel-${tab}`} aria-labelledby={`signup-tab-${tab}`}>
        {tab === 'signIn' &&
          (login.locked ? (
            <Suspense fallback={null}>
              <AccountLocked />
            </Suspense>
          ) : (
            <>
              <SessionEndNotice />
              <LoginForm />
            </>
          ))}
        {tab === 'signUp' && (
          <>
            <Typography sx={{ mb: 2 }}>{t('signup.signUpIntro')}</Typography>
            <Button component={RouterLink} to={paths.register.getHref()} variant="contained" fullWidth>
              {t('login.register')}
            </Button>
          </>
        )}
      </Box>
    </AuthCard>
  );
}
