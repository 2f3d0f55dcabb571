import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { Lang } from '@/contract/common';
import type { Opportunity } from '@/contract/opportunities';

import type { DeclineReason } from '../opportunityAnswers.types';
import { OpportunityDetails } from './OpportunityDetails';

interface DetailsStepProps {
  opportunity: Opportunity;
  lang: Lang;
  alert: ReactNode;
  busy: boolean;
  /** Step 2 of a new opportunity: the answers. Without them the view is read-only. */
  answers?: { onContinue: () => void; onDecline: (reason: DeclineReason) => void };
  onClose: () => void;
}

/**
 * Step 2: every field of the opportunity. New, it offers 'agree and continue'
 * (to the application) and the two declines, each asked once; otherwise it is the read-only
 * view: the details and a close button only.
 */
export function DetailsStep({ opportunity, lang, alert, busy, answers, onClose }: DetailsStepProps) {
  const { t } = useTranslation('management');
  const { t: tCommon } = useTranslation();
  const [asking, setAsking] = useState<DeclineReason | null>(null);

  let actions: ReactNode;
  if (!answers) {
    actions = (
      <Button variant="contained" onClick={onClose}>
        {tCommon('actions.close')}
      </Button>
    );
  } else if (asking) {
    const reason = asking;
    actions = (
      <Box
        role="group"
        aria-label={t(`details.${reason}`)}
        sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, width: '100%' }}
      >
        <Box component="span" role="alert" sx={{ typography: 'body2', flex: '1 1 16rem' }}>
          {t(`decline.confirm.${reason}`)}
        </Box>
        <Button onClick={() => setAsking(null)} disabled={busy} autoFocus>
          {t('decline.no')}
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={busy}
          onClick={() => {
            setAsking(null);
            answers.onDecline(reason);
          }}
        >
          {t('decline.yes')}
        </Button>
      </Box>
    );
  } else {
    actions = (
      <>
        <Button onClick={() => setAsking('notInterested')} disabled={busy}>
          {t('details.notInterested')}
        </Button>
        <Button onClick={() => setAsking('notAvailable')} disabled={busy}>
          {t('details.notAvailable')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" onClick={answers.onContinue} disabled={busy}>
          {t('details.agreeAndContinue')}
        </Button>
      </>
    );
  }

  return (
    <>
      <DialogContent dividers>
        {alert}
        {!answers && (
          <Alert severity="info" role="note" sx={{ mb: 2 }}>
            {t('dialog.readOnlyNote')}
          </Alert>
        )}
        <OpportunityDetails opportunity={opportunity} lang={lang} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}>{actions}</DialogActions>
    </>
  );
}
