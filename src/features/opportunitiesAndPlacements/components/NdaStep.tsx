import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useNeedsConnection } from '@/components/feedback/NeedsConnection';
import { SafeHtml } from '@/components/html/SafeHtml';
import { AGREEMENT_PATHS } from '@/contract/agreement';
import type { Lang } from '@/contract/common';
import { useNdaText } from '@/core/agreementTexts/useAgreementTexts';
import { useOpenFile } from '@/core/feedback/useOpenFile';

import type { DeclineReason } from '../opportunityAnswers.types';
import { DeclineActions } from './DeclineActions';

interface NdaStepProps {
  lang: Lang;
  /** The failure of the last answer, shown above the step. */
  alert: ReactNode;
  busy: boolean;
  onAccept: () => void;
  onCancel: () => void;
  /** Declining needs no NDA: a manager who will not sign it can still say no. */
  onDecline: (reason: DeclineReason) => void;
}

/**
 * Step 1: the NDA, sanitized (docs/decisions/011-server-html.md), with its PDF to open or keep. Agree
 * stays disabled until the box is ticked and while the acceptance is saved; also while the text is not
 * there to be read. The declines are offered here too (docs/decisions/028-opportunity-answers.md).
 */
export function NdaStep({ lang, alert, busy, onAccept, onCancel, onDecline }: NdaStepProps) {
  const { t } = useTranslation('management');
  const { t: tCommon } = useTranslation();
  const text = useNdaText(lang);
  const openFile = useOpenFile();
  const [accepted, setAccepted] = useState(false);
  const connection = useNeedsConnection();

  return (
    <>
      <DialogContent dividers>
        {alert}
        <Typography sx={{ mb: 2 }}>{t('nda.intro')}</Typography>
        {text.status === 'failed' && <Alert severity="error">{t('nda.loadError')}</Alert>}
        {(text.status === 'loading' || text.status === 'idle') && (
          <CircularProgress size={24} aria-label={tCommon('app.loading')} />
        )}
        {text.status === 'succeeded' && (
          <SafeHtml
            html={text.data ?? ''}
            profile="document"
            tabIndex={0}
            role="region"
            aria-label={t('nda.text')}
            sx={{
              // Short enough on a phone that the checkbox below stays in sight.
              maxHeight: { xs: '40vh', md: 360 },
              overflowY: 'auto',
              p: 2,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              typography: 'body2',
              '& h2, & h3, & h4': { typography: 'subtitle2', mt: 2, mb: 1 },
              '& > :first-child': { mt: 0 },
              '& > :last-child': { mb: 0 },
            }}
          />
        )}
        <Button
          variant="text"
          size="small"
          startIcon={<PictureAsPdfOutlined />}
          onClick={() => openFile(AGREEMENT_PATHS.ndaFile.build(lang))}
          disabled={connection.offline}
          aria-describedby={connection.describedBy}
          sx={{ mt: 1 }}
        >
          {t('nda.pdf')}
        </Button>
        <Box sx={{ mt: 2 }}>
          <FormControlLabel
            sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.5 } }}
            control={
              <Checkbox
                checked={accepted}
                onChange={(event) => setAccepted(event.target.checked)}
                disabled={busy}
                name="ndaAccepted"
              />
            }
            label={t('nda.accept')}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}>
        <DeclineActions busy={busy} onDecline={onDecline} connection={connection}>
          <Button onClick={onCancel} disabled={busy}>
            {tCommon('actions.cancel')}
          </Button>
          <Button
            variant="contained"
            onClick={onAccept}
            disabled={!accepted || busy || text.status !== 'succeeded' || connection.offline}
            aria-describedby={connection.describedBy}
          >
            {busy ? t('nda.submitting') : t('nda.submit')}
          </Button>
        </DeclineActions>
      </DialogActions>
    </>
  );
}
