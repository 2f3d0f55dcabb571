import '../resume.feature';

import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';

import { LoadFailed } from '@/components/feedback/LoadState';
import { PageLoader } from '@/components/feedback/PageLoader';
import { PageHeading } from '@/components/layout/PageHeading';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/core/hooks';

import { CvView } from '../components/CvView';
import { useCv } from '../components/useCv';
import { selectResumeLanguage } from '../resume.selectors';
import type { ViewedCvSource } from '../resume.types';

export interface SentCvPageProps {
  /**
   * Where the CV was sent for: `/opportunity-resume/...` or `/placement-resume/...`,
   * or a client's project (`/project-resume/...`: a candidate's 'View details').
   */
  sentFor: 'opportunity' | 'placement' | 'project';
}

/**
 * `/opportunity-resume/:opportunityId/:candidateId` and `/placement-resume/:placementId/:candidateId`:
 * the CV that was sent, read-only, in the CV view of the resume (the candidate's CV,
 * `GET /manager/candidates/{candidateId}/cv`: docs/decisions/005-unnamed-calls.md), with the way back to
 * its tab.
 */
export default function SentCvPage({ sentFor }: SentCvPageProps) {
  const { t } = useTranslation('resume');
  const { candidateId = '' } = useParams();
  const source = useMemo<ViewedCvSource>(() => ({ kind: 'candidate', id: candidateId }), [candidateId]);
  const { entry, reload } = useCv(source);
  const lang = useAppSelector(selectResumeLanguage);
  const back = {
    opportunity: {
      href: paths.managementOpportunities.getHref(),
      label: t('sent.backOpportunities'),
      intro: t('sent.introOpportunity'),
    },
    placement: {
      href: paths.managementPlacements.getHref(),
      label: t('sent.backPlacements'),
      intro: t('sent.introPlacement'),
    },
    project: { href: paths.projects.getHref(), label: t('sent.backProjects'), intro: t('sent.introProject') },
  }[sentFor];

  let content;
  if (entry.data) {
    content = <CvView resume={entry.data} lang={lang} />;
  } else if (entry.status === 'failed') {
    const notFound = entry.error?.status === 404;
    content = (
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography component="h2" variant="h2" sx={{ mb: 2 }}>
          {notFound ? t('public.notFound') : t('public.errorTitle')}
        </Typography>
        {notFound ? (
          <Typography color="textSecondary">{t('public.notFoundText')}</Typography>
        ) : (
          <LoadFailed error={entry.error} onRetry={reload} />
        )}
      </Paper>
    );
  } else {
    content = <PageLoader />;
  }

  return (
    <Box>
      <Button component={RouterLink} to={back.href} startIcon={<ArrowBackIcon />} sx={{ mb: 1, ml: -1 }}>
        {back.label}
      </Button>
      <PageHeading title={sentFor === 'project' ? t('sent.titleProject') : t('sent.title')} intro={back.intro} />
      {content}
    </Box>
  );
}
