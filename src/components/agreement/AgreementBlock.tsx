import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { LoadFailed } from '@/components/feedback/LoadState';
import { SafeHtml } from '@/components/html/SafeHtml';
import {
  AGREEMENT_DOCUMENT_KINDS,
  type AgreementDocumentKind,
  type AgreementTexts,
} from '@/core/agreementTexts/agreementTexts.slice';

interface AgreementBlockProps {
  /** From `useAgreementTexts` (core/agreementTexts): the block shows them, it loads nothing. */
  texts: AgreementTexts;
  /** Asks again for the texts that failed. */
  onRetry: () => void;
  accepted: Record<AgreementDocumentKind, boolean>;
  onAcceptedChange: (kind: AgreementDocumentKind, accepted: boolean) => void;
  onDownload: (kind: AgreementDocumentKind) => void;
  disabled?: boolean;
}

/**
 * The two agreement panels with their checkboxes and PDF links. It holds no
 * state and no header, so the agreement screen and the registration embed the same block.
 */
export function AgreementBlock({
  texts,
  onRetry,
  accepted,
  onAcceptedChange,
  onDownload,
  disabled,
}: AgreementBlockProps) {
  const { t } = useTranslation('agreement');
  return (
    <Stack spacing={2}>
      {AGREEMENT_DOCUMENT_KINDS.map((kind) => {
        const text = texts[kind];
        const panelId = `agreement-${kind}`;
        return (
          <Box key={kind}>
            <Accordion defaultExpanded={kind === 'terms'} disableGutters variant="outlined">
              <AccordionSummary
                expandIcon={<ExpandMoreIcon />}
                aria-controls={`${panelId}-content`}
                id={`${panelId}-header`}
              >
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 500 }}>
                  {t(`${kind}.panel`)}
                </Typography>
              </AccordionSummary>
              <AccordionDetails id={`${panelId}-content`}>
                {text.status === 'loading' && (
                  <CircularProgress size={24} aria-label={t('app.loading', { ns: 'common' })} />
                )}
                {text.status === 'failed' && (
                  <LoadFailed error={text.error} message={t('loadError')} onRetry={onRetry} />
                )}
                {text.data !== null && (
                  <SafeHtml
                    html={text.data}
                    profile="document"
                    sx={{
                      maxHeight: 360,
                      overflowY: 'auto',
                      pr: 1,
                      typography: 'body2',
                      '& h3': { typography: 'subtitle2', mt: 2 },
                    }}
                    tabIndex={0}
                    role="region"
                    aria-label={t(`${kind}.panel`)}
                  />
                )}
                <Button startIcon={<PictureAsPdfOutlined />} onClick={() => onDownload(kind)} sx={{ mt: 1 }}>
                  {t(`${kind}.download`)}
                </Button>
              </AccordionDetails>
            </Accordion>
            <FormControlLabel
              sx={{ mt: 1, alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.5 } }}
              control={
                <Checkbox
                  checked={accepted[kind]}
                  onChange={(event) => onAcceptedChange(kind, event.target.checked)}
                  disabled={disabled}
                  name={`${kind}Accepted`}
                />
              }
              label={t(`${kind}.accept`)}
            />
          </Box>
        );
      })}
    </Stack>
  );
}
