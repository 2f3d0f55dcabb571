import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { CompletionBar } from '@/components/feedback/CompletionBar';
import { apiErrorMessage } from '@/components/feedback/errorMessage';
import { INITIAL_INPUT_CV } from '@/contract/account';
import type { Resume } from '@/contract/resume';
import type { SubmissionOutcome } from '@/core/submission/submission';
import { useSubmit } from '@/core/submission/useSubmit';
import { resumeActions } from '@/features/resume/resume.slice';

import { CvSection } from './CvSection';
import { useCvView } from './cvViewContext';
import { useCvFormat } from './useCvFormat';

/**
 * Last CV update and completion, and while the first CV input is pending
 * (`initialInputCv` 100) the "submit my CV" button (`PUT /manager/mark-resume-completed`).
 * The answer replaces the CV, whose `initialInputCv` is then no longer pending: the button goes.
 */
export function CvStatusCard({ resume, cv }: { resume: Resume; cv: string }) {
  const { t } = useTranslation('resume');
  const { t: tCommon } = useTranslation();
  const { uiLang } = useCvView();
  const format = useCvFormat();
  const { submit: send, submitting: sending } = useSubmit();
  const [outcome, setOutcome] = useState<SubmissionOutcome | null>(null);
  const pending = resume.personalDetails?.initialInputCv === INITIAL_INPUT_CV.PENDING;

  const submit = async () => {
    setOutcome(null);
    setOutcome(await send(resumeActions.saveSubmitted({ cv, save: { kind: 'markCompleted' } })));
  };

  return (
    <CvSection title={t('status.heading')}>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <div>
          <Typography variant="body2" color="textSecondary">
            {t('status.lastUpdate')}
          </Typography>
          <Typography>{format.day(resume.lastModified) || t('status.never')}</Typography>
        </div>
        <CompletionBar label={t('status.completion')} percent={resume.completionPercent} lang={uiLang} />
        {pending && (
          <>
            <Typography variant="body2">{t('status.submitHint')}</Typography>
            <Button variant="contained" onClick={() => void submit()} disabled={sending} sx={{ justifySelf: 'start' }}>
              {sending ? t('status.submitting') : t('status.submit')}
            </Button>
          </>
        )}
        {outcome?.ok && (
          <Alert severity="success" role="status">
            {t('status.submitted')}
          </Alert>
        )}
        {outcome && !outcome.ok && (
          <Alert severity="error" role="alert">
            {t('status.submitFailed')} {apiErrorMessage(tCommon, outcome.error)}
          </Alert>
        )}
      </Box>
    </CvSection>
  );
}
