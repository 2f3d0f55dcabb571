import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { CompletionBar } from '@/components/feedback/CompletionBar';
import { apiErrorMessage } from '@/components/feedback/errorMessage';
import { paths } from '@/config/paths';
import { INITIAL_INPUT_CV, type ManagerProfile } from '@/contract/account';
import type { SubmissionOutcome } from '@/core/submission/submission';
import { useSubmit } from '@/core/submission/useSubmit';
import { formatDay } from '@/lib/dateFormat';
import { useUiLanguage } from '@/lib/useUiLanguage';

import { dashboardActions } from '../dashboard.slice';
import { DashboardCard } from './DashboardCard';

/**
 * The last CV update (a date in the UI language), the CV progress, the start-wizard
 * link to /resume and, while the first CV input is pending (initialInputCv 100), 'submit application'.
 */
export function ResumeSummaryCard({ profile }: { profile: ManagerProfile | null }) {
  const { t } = useTranslation('dashboard');
  const { t: tCommon } = useTranslation();
  const lang = useUiLanguage();
  const { submit, submitting } = useSubmit();
  const [outcome, setOutcome] = useState<SubmissionOutcome | null>(null);
  const pending = profile?.personalDetails.initialInputCv === INITIAL_INPUT_CV.PENDING;

  const markCompleted = async () => {
    setOutcome(null);
    setOutcome(await submit(dashboardActions.resumeCompletionSubmitted()));
  };

  return (
    <DashboardCard title={t('resume.heading')}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <div>
          <Typography variant="body2" color="textSecondary">
            {t('resume.lastUpdate')}
          </Typography>
          <Typography>{formatDay(profile?.lastModified, lang) || t('resume.never')}</Typography>
        </div>
        <CompletionBar label={t('resume.completion')} percent={profile?.completionPercent} lang={lang} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button component={RouterLink} to={paths.resume.getHref()} variant="outlined">
            {t('resume.startWizard')}
          </Button>
          {pending && (
            <Button variant="contained" onClick={() => void markCompleted()} disabled={submitting}>
              {submitting ? t('resume.submitting') : t('resume.submit')}
            </Button>
          )}
        </Box>
        {pending && <Typography variant="body2">{t('resume.submitHint')}</Typography>}
        {outcome?.ok && (
          <Alert severity="success" role="status">
            {t('resume.submitted')}
          </Alert>
        )}
        {outcome && !outcome.ok && (
          <Alert severity="error" role="alert">
            {t('resume.submitFailed')} {apiErrorMessage(tCommon, outcome.error)}
          </Alert>
        )}
      </Box>
    </DashboardCard>
  );
}
