import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';

import { AuthCard } from '@/components/layout/AuthCard';
import { paths } from '@/config/paths';

/** The address the sign-up form created the account with, if the page was reached from it. */
function emailFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const email = (state as { email?: unknown }).email;
  return typeof email === 'string' && email !== '' ? email : null;
}

/**
 * `/thank-you`, the thank-you message after the simple sign-up of `/signup`
 * (docs/decisions/016-extra-paths.md). The account exists with the chosen password, so the next step is
 * to sign in; the first sign-in leads to the agreement.
 */
export default function ThankYouPage() {
  const { t } = useTranslation('signup');
  const email = emailFrom(useLocation().state);
  return (
    <AuthCard title={t('thankYou.title')}>
      <Stack spacing={2}>
        <Typography role="status">{t('thankYou.created')}</Typography>
        <Typography component="h2" variant="h6">
          {t('thankYou.nextTitle')}
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {email ? t('thankYou.signInWith', { email }) : t('thankYou.signIn')}
        </Typography>
        <Typography>{t('thankYou.agreement')}</Typography>
        <Typography>{t('thankYou.profile')}</Typography>
        <Button
          component={RouterLink}
          to={paths.login.getHref()}
          variant="contained"
          size="large"
          sx={{ alignSelf: { sm: 'flex-start' } }}
        >
          {t('thankYou.toLogin')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
