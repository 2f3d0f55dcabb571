import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { AgreementBlock } from '@/components/agreement/AgreementBlock';
import { ApiErrorAlert } from '@/components/feedback/ApiErrorAlert';
import { paths } from '@/config/paths';
import { AGREEMENT_PATHS } from '@/contract/agreement';
import type { Lang } from '@/contract/common';
import type { AgreementDocumentKind } from '@/core/agreementTexts/agreementTexts.slice';
import { useAgreementTexts } from '@/core/agreementTexts/useAgreementTexts';
import { useOpenFile } from '@/core/feedback/useOpenFile';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { logoutRequested } from '@/core/session/session.events';
import { useSubmitSteps } from '@/core/submission/useSubmit';
import { useUiLanguage } from '@/lib/useUiLanguage';

import { selectAgreement } from '../agreement.selectors';
import { agreementActions, type AgreementChoice } from '../agreement.slice';

const FILE_PATHS: Record<AgreementDocumentKind, (lang: Lang) => string> = {
  terms: AGREEMENT_PATHS.agreementFile.build,
  privacy: AGREEMENT_PATHS.protectionFile.build,
};

/**
 * The agreement screen: shown instead of every protected page while an
 * agreement is pending; at /agreement-terms afterwards, the texts can be read again.
 * Accept and skip are enabled as the spec says; where the user goes next, the gate decides.
 */
export default function AgreementPage() {
  const { t } = useTranslation('agreement');
  const lang = useUiLanguage();
  const dispatch = useAppDispatch();
  const openFile = useOpenFile();
  const agreement = useAppSelector(selectAgreement);
  const { texts, retry: retryTexts } = useAgreementTexts(lang);
  const [accepted, setAccepted] = useState({ terms: false, privacy: false });
  // Settled, the gate shows the page the agreement stood in for; a failure stays here with the ticks.
  const { run, submitting: syncing, failure } = useSubmitSteps<AgreementChoice>();

  useEffect(() => {
    document.title = t('title');
  }, [t]);

  // Where to go once it is settled is the gate's part (app/routes/guards.tsx).
  const reviewOnly = !agreement.pending;

  return (
    <Paper variant="outlined" sx={{ maxWidth: 900, mx: 'auto', p: { xs: 2, sm: 4 } }}>
      <Typography component="h1" variant="h1" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {reviewOnly ? t('reviewIntro') : t('intro')}
      </Typography>
      <AgreementBlock
        texts={texts}
        onRetry={retryTexts}
        accepted={reviewOnly ? { terms: true, privacy: true } : accepted}
        onAcceptedChange={(kind, value) => setAccepted((current) => ({ ...current, [kind]: value }))}
        onDownload={(kind) => openFile(FILE_PATHS[kind](lang))}
        disabled={syncing || reviewOnly}
      />
      <ApiErrorAlert error={failure?.error ?? null} lead={t('saveError')} sx={{ mt: 2 }} />
      {reviewOnly ? (
        <Button component={RouterLink} to={paths.dashboard.getHref()} variant="contained" sx={{ mt: 3 }}>
          {t('backHome')}
        </Button>
      ) : (
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'flex-end' }}>
          <Button onClick={() => dispatch(logoutRequested())} disabled={syncing}>
            {t('cancel')}
          </Button>
          {agreement.canSkip && (
            <Button
              variant="outlined"
              disabled={syncing}
              onClick={() => void run('skip', agreementActions.skipSubmitted())}
            >
              {t('skip')}
            </Button>
          )}
          <Button
            variant="contained"
            disabled={!accepted.terms || !accepted.privacy || syncing}
            onClick={() => void run('accept', agreementActions.acceptSubmitted())}
          >
            {t('accept')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
