import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { PageLoader } from '@/components/feedback/PageLoader';
import { AuthCard } from '@/components/layout/AuthCard';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/core/hooks';

import { selectLogin } from '../auth.selectors';
import { LoginForm } from '../components/LoginForm';
import { SessionEndNotice } from '../components/SessionEndNotice';

// Only a locked account needs it (and its HTML sanitizer): not part of the first load.
const AccountLocked = lazy(() => import('../components/AccountLocked'));
// The sign-up form brings formik, yup and the drop zone: loaded only when its tab is chosen,
// so the first load of /signup stays that of /login (size budget).
const SignupForm = lazy(() => import('../components/SignupForm'));

type SignupTab = 'signIn' | 'signUp';

/** `/signup`, the simple variant with sign-in and sign-up tabs (docs/decisions/016-extra-paths.md). */
export default function SignupPage() {
  const { t } = useTranslation('auth');
  const login = useAppSelector(selectLogin);
  const [tab, setTab] = useState<SignupTab>('signIn');
  // Once opened, the sign-up form stays mounted (hidden) so a look at the other tab loses nothing typed.
  const [signUpOpened, setSignUpOpened] = useState(false);
  const choose = (next: SignupTab) => {
    setTab(next);
    if (next === 'signUp') setSignUpOpened(true);
  };
  return (
    <AuthCard title={login.locked ? t('locked.title') : t('signup.title')}>
      <Tabs
        value={tab}
        onChange={(_event, value: SignupTab) => choose(value)}
        aria-label={t('signup.tabs')}
        variant="fullWidth"
        sx={{ mb: 2 }}
      >
        <Tab value="signIn" label={t('signup.signInTab')} id="signup-tab-signIn" aria-controls="signup-panel-signIn" />
        <Tab value="signUp" label={t('signup.signUpTab')} id="signup-tab-signUp" aria-controls="signup-panel-signUp" />
      </Tabs>
      {/* Both panels are always there for the tabs' aria-controls; the sign-in form only while its
          tab is shown (its field names would otherwise meet the sign-up form's). */}
      <Box role="tabpanel" id="signup-panel-signIn" aria-labelledby="signup-tab-signIn" hidden={tab !== 'signIn'}>
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
      </Box>
      <Box role="tabpanel" id="signup-panel-signUp" aria-labelledby="signup-tab-signUp" hidden={tab !== 'signUp'}>
        {signUpOpened && (
          <>
            <Suspense fallback={<PageLoader section />}>
              <SignupForm />
            </Suspense>
            <Box sx={{ mt: 3, pt: 3, borderTop: 1, borderColor: 'divider' }}>
              <Typography color="textSecondary" sx={{ mb: 2 }}>
                {t('signup.guidedIntro')}
              </Typography>
              <Button component={RouterLink} to={paths.register.getHref()} variant="outlined" fullWidth>
                {t('login.register')}
              </Button>
            </Box>
          </>
        )}
      </Box>
    </AuthCard>
  );
}
