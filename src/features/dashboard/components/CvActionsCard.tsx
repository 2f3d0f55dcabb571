import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { useNeedsConnection } from '@/components/feedback/NeedsConnection';
import { paths } from '@/config/paths';
import { CV_PATHS, RESUME_SAMPLES } from '@/contract/resume';
import { useOpenFile } from '@/core/feedback/useOpenFile';
import { useUiLanguage } from '@/lib/useUiLanguage';

import { DashboardCard } from './DashboardCard';

/**
 * The 'CV actions' card: the CV's own PDF export dialog (a route over /resume), and the example
 * profiles and instructions (the same files the dialog offers) in the UI language.
 */
export function CvActionsCard() {
  const { t } = useTranslation(['dashboard', 'pdfExport']);
  const lang = useUiLanguage();
  const openFile = useOpenFile();
  // The files come from the server (docs/decisions/054-offline-data.md); the export's dialog says so itself.
  const connection = useNeedsConnection();
  return (
    <DashboardCard title={t('cvActions.heading')}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Button
          component={RouterLink}
          to={paths.resumePdfCreation.getHref()}
          variant="outlined"
          startIcon={<PictureAsPdfOutlined />}
          sx={{ justifySelf: 'start' }}
        >
          {t('cvActions.exportPdf')}
        </Button>
        <div>
          <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
            {t('cvActions.examples')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {RESUME_SAMPLES.map((sample) => (
              <Button
                key={sample}
                size="small"
                variant="outlined"
                startIcon={<PictureAsPdfOutlined />}
                onClick={() => openFile(CV_PATHS.resumeSample.build(sample, lang))}
                disabled={connection.offline}
                aria-describedby={connection.describedBy}
              >
                {t(`examples.sample.${sample}`, { ns: 'pdfExport' })}
              </Button>
            ))}
            <Button
              size="small"
              variant="outlined"
              startIcon={<PictureAsPdfOutlined />}
              onClick={() => openFile(CV_PATHS.resumeInstructions.build(lang))}
              disabled={connection.offline}
              aria-describedby={connection.describedBy}
            >
              {t('examples.instructions', { ns: 'pdfExport' })}
            </Button>
          </Box>
          {connection.note}
        </div>
      </Box>
    </DashboardCard>
  );
}
