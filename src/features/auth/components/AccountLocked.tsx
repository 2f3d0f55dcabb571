import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { SafeHtml } from '@/components/html/SafeHtml';
import { paths } from '@/config/paths';
import { useAppDispatch } from '@/core/hooks';

import { authActions } from '../auth.slice';

/** Title 'account locked' (the page heading) and three messages, the third one HTML. */
export default function AccountLocked() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  return (
    <Stack spacing={2}>
      {/* The title is the page's heading (LoginPage); the alert holds the first two messages. */}
      <Alert severity="error" role="alert">
        <Typography>{t('locked.message1')}</Typography>
        <Typography>{t('locked.message2')}</Typography>
      </Alert>
      <SafeHtml html={t('locked.message3')} profile="message" sx={{ typography: 'body1', '& p': { m: 0 } }} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button component={RouterLink} to={paths.forgotPassword.getHref()} variant="contained">
          {t('locked.resetPassword')}
        </Button>
        <Button onClick={() => dispatch(authActions.lockedScreenLeft())}>{t('locked.backToLogin')}</Button>
      </Stack>
    </Stack>
  );
}
