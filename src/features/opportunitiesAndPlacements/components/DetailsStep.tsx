import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useNeedsConnection } from '@/components/feedback/NeedsConnection';
import type { Lang } from '@/contract/common';
import type { Opportunity, OpportunitySummary } from '@/contract/opportunities';

import type { DeclineReason } from '../opportunityAnswers.types';
import { DeclineActions } from './DeclineActions';
import { OpportunityDetails } from './OpportunityDetails';
import { OpportunitySummaryFacts } from './OpportunitySummaryFacts';

/** What the step shows: every field, or (read-only) the summary alone of an opportunity whose NDA was never accepted. */
export type ShownOpportunity = { details: Opportunity } | { summary: OpportunitySummary };

interface DetailsStepProps {
  shown: ShownOpportunity;
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
 * view: the details and a close button only, or, where the NDA was never accepted, the summary and why
 * (docs/decisions/028-opportunity-answers.md).
 */
export function DetailsStep({ shown, lang, alert, busy, answers, onClose }: DetailsStepProps) {
  const { t } = useTranslation('management');
  const { t: tCommon } = useTranslation();
  const connection = useNeedsConnection();
  const detailed = 'details' in shown;
  const actions: ReactNode = answers ? (
    <DeclineActions busy={busy} onDecline={answers.onDecline} connection={connection}>
      <Button
        variant="contained"
        onClick={answers.onContinue}
        disabled={busy || connection.offline}
        aria-describedby={connection.describedBy}
      >
        {t('details.agreeAndContinue')}
      </Button>
    </DeclineActions>
  ) : (
    <Button variant="contained" onClick={onClose}>
      {tCommon('actions.close')}
    </Button>
  );

  return (
    <>
      <DialogContent dividers>
        {alert}
        {!answers && (
          <Alert severity="info" role="note" sx={{ mb: 2 }}>
            {t(detailed ? 'dialog.readOnlyNote' : 'dialog.summaryOnlyNote')}
          </Alert>
        )}
        {'details' in shown ? (
          <OpportunityDetails opportunity={shown.details} lang={lang} />
        ) : (
          <OpportunitySummaryFacts opportunity={shown.summary} lang={lang} />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}>{actions}</DialogActions>
    </>
  );
}
