import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useMatch, useNavigate } from 'react-router';

import { LoadState } from '@/components/feedback/LoadState';
import { PageHeading } from '@/components/layout/PageHeading';
import { SectionCard } from '@/components/layout/SectionCard';
import { paths } from '@/config/paths';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { selectProfile } from '@/core/profile/profile.selectors';
import { profileActions } from '@/core/profile/profile.slice';
import { selectUserId } from '@/core/session/session.selectors';

import { AccountForm } from '../components/AccountForm';
import { DeleteProfileDialog } from '../components/DeleteProfileDialog';

import '../account.feature';

/**
 * `/account` and `/account/deleteProfile`: the account form, and the
 * delete-profile dialog over it when the path is the latter.
 */
export default function AccountPage() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const profile = useAppSelector(selectProfile);
  const userId = useAppSelector(selectUserId);
  const deleteOpen = useMatch(paths.deleteProfile.path) !== null;
  const details = profile.data?.personalDetails ?? null;

  return (
    <Box>
      <PageHeading title={t('title')} intro={details && !details.readonly ? t('intro') : undefined} />
      {details?.readonly && (
        <Typography
          component="p"
          role="note"
          sx={{ mb: 2, p: 2, bgcolor: 'info.light', color: 'info.contrastText', borderRadius: 1 }}
        >
          {t('readonly')}
        </Typography>
      )}

      <LoadState
        request={profile}
        hasData={details !== null}
        message={t('loadError')}
        onRetry={() => dispatch(profileActions.profileRequested())}
      >
        {details && <AccountForm details={details} userId={userId} />}
      </LoadState>

      {details && (
        <Box sx={{ mt: 3 }}>
          <SectionCard headingVariant="h3" title={t('sections.delete')}>
            <Typography color="textSecondary" sx={{ mb: 2 }}>
              {t('delete.intro')}
            </Typography>
            <Button component={RouterLink} to={paths.deleteProfile.getHref()} variant="outlined" color="error">
              {t('delete.open')}
            </Button>
          </SectionCard>
        </Box>
      )}

      <DeleteProfileDialog open={deleteOpen} onCancel={() => void navigate(paths.account.getHref())} />
    </Box>
  );
}
