import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';

/** The progress indicator switches its layout at 800 px. */
export const PROGRESS_BREAKPOINT_PX = 800;

interface WizardProgressProps {
  /** 1-based. */
  step: number;
  labels: string[];
}

/** Labelled steps from 800 px; below, "Step 2 of 4 — Personal data" above a progress bar. */
export function WizardProgress({ step, labels }: WizardProgressProps) {
  const { t } = useTranslation('registration');
  const wide = useMediaQuery(`(min-width:${PROGRESS_BREAKPOINT_PX}px)`, { noSsr: true });
  const total = labels.length;
  const current = t('progress.compact', { step, total, name: labels[step - 1] ?? '' });

  if (wide) {
    return (
      <Box component="nav" aria-label={t('progress.label')} sx={{ mb: 4 }}>
        <Stepper activeStep={step - 1} alternativeLabel>
          {labels.map((label, index) => (
            <Step key={label} completed={index < step - 1}>
              <StepLabel aria-current={index === step - 1 ? 'step' : undefined}>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Typography
          sx={{
            position: 'absolute',
            width: '1px',
            height: '1px',
            m: '-1px',
            p: 0,
            border: 0,
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            whiteSpace: 'nowrap',
          }}
        >
          {current}
        </Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {current}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={(step / total) * 100}
        aria-label={t('progress.label')}
        aria-valuetext={current}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
