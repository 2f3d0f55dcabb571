import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useNeedsConnection } from '@/components/feedback/NeedsConnection';
import type { Lang } from '@/contract/common';
import { CV_PATHS, RESUME_SAMPLES, type ResumeSample } from '@/contract/resume';

export type ExampleFileKey = `sample:${ResumeSample}` | 'instructions';

interface ExampleFilesProps {
  lang: Lang;
  busy: boolean;
  onOpen: (key: ExampleFileKey, path: string) => void;
}

/** The example profiles and the instructions file, in the language chosen for the PDF; offline they say why not. */
export function ExampleFiles({ lang, busy, onOpen }: ExampleFilesProps) {
  const { t } = useTranslation('pdfExport');
  const headingId = useId();
  const connection = useNeedsConnection();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
        {t('examples.heading')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {t('examples.intro', { language: t(`language.${lang}`) })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {RESUME_SAMPLES.map((sample) => (
          <Button
            key={sample}
            variant="outlined"
            size="small"
            startIcon={<PictureAsPdfOutlined />}
            disabled={busy || connection.offline}
            aria-describedby={connection.describedBy}
            onClick={() => onOpen(`sample:${sample}`, CV_PATHS.resumeSample.build(sample, lang))}
          >
            {t(`examples.sample.${sample}`)}
          </Button>
        ))}
        <Button
          variant="outlined"
          size="small"
          startIcon={<PictureAsPdfOutlined />}
          disabled={busy || connection.offline}
          aria-describedby={connection.describedBy}
          onClick={() => onOpen('instructions', CV_PATHS.resumeInstructions.build(lang))}
        >
          {t('examples.instructions')}
        </Button>
      </Box>
      {connection.note}
    </Box>
  );
}
