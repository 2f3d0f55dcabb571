import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';

import { PROJECT_STEPS, projectStepIndex } from '@/contract/projects';

/**
 * The search as a stepper: Draft, Search in progress, Candidates found, Review
 * candidates, Mandate in preparation, Mandate ongoing, Mandate terminated; the selected step is
 * status / 100 (docs/decisions/040-project-steps.md). On narrower screens: "Step 3 of 7: Candidates found" with a bar.
 */
export function ProjectStepper({ status }: { status: number }) {
  const { t } = useTranslation('projects');
  // Below the desktop layout (theme 'lg') the seven steps do not fit side by side: the step shows in words with a bar.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const index = projectStepIndex(status);
  if (index === null) {
    return <Typography color="textSecondary">{t('steps.unknown')}</Typography>;
  }
  const current = t(`steps.${PROJECT_STEPS[index] ?? 'draft'}`);
  if (!wide) {
    return (
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 500, mb: 0.5 }}>
          {t('steps.compact', { number: index + 1, count: PROJECT_STEPS.length, step: current })}
        </Typography>
        <Box
          aria-hidden
          sx={{ display: 'grid', gridTemplateColumns: `repeat(${PROJECT_STEPS.length}, 1fr)`, gap: 0.5 }}
        >
          {PROJECT_STEPS.map((step, stepIndex) => (
            <Box
              key={step}
              sx={{
                height: 6,
                borderRadius: 3,
                bgcolor: stepIndex <= index ? 'primary.main' : 'action.disabledBackground',
              }}
            />
          ))}
        </Box>
      </Box>
    );
  }
  return (
    <Stepper activeStep={index} alternativeLabel aria-label={t('steps.label', { step: current })}>
      {PROJECT_STEPS.map((step, stepIndex) => (
        <Step key={step} completed={stepIndex < index}>
          <StepLabel>
            <span aria-current={stepIndex === index ? 'step' : undefined}>{t(`steps.${step}`)}</span>
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
