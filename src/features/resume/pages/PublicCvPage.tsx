import '../resume.feature';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';

import { LoadFailed } from '@/components/feedback/LoadState';
import { PageLoader } from '@/components/feedback/PageLoader';
import { PageHeading } from '@/components/layout/PageHeading';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/core/hooks';
import { useLabelsIn } from '@/core/meta/useLabelsIn';
import { useUiLanguage } from '@/lib/useUiLanguage';

import { CvView } from '../components/CvView';
import { useCv } from '../components/useCv';
import { selectResumeLanguage } from '../resume.selectors';
import type { ViewedCvSource } from '../resume.types';

export interface PublicCvPageProps {
  kind: 'manager' | 'candidate';
}

/**
 * `/manager/cv/:id` and `/candidate/cv/:id`: a CV read-only, outside the signed-in
 * wrapper. No edit base, so no edit link; the de/en toggle on its header switches the resume
 * language as on the own CV; photos are not fetched here (the initials show).
 */
export default function PublicCvPage({ kind }: PublicCvPageProps) {
  const { t } = useTranslation('resume');
  const { id = '' } = useParams();
  // `/manager/cv/{id}` reads the public CV by its public id; `/candidate/cv/{id}` the same as a candidate
  // (docs/decisions/037-public-cv.md).
  const source = useMemo<ViewedCvSource>(() => ({ kind: kind === 'manager' ? 'public' : 'candidate', id }), [kind, id]);
  const { entry, reload } = useCv(source);
  const lang = useAppSelector(selectResumeLanguage);
  const uiLang = useUiLanguage();
  // Anonymous visitors have no session that loads the labels (salutations, countries, ...).
  useLabelsIn(uiLang);

  const details = entry.data?.personalDetails;
  const name = details ? [details.firstName, details.lastName].filter(Boolean).join(' ') : '';
  useEffect(() => {
    if (name) document.title = t('public.documentTitle', { name });
  }, [name, t]);

  if (entry.data) {
    return (
      <Box>
        <CvView resume={entry.data} lang={lang} nameIsPageHeading />
      </Box>
    );
  }
  if (entry.status === 'failed' && entry.error?.status === 404) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 640, mx: 'auto' }}>
        <PageHeading title={t('public.notFound')} intro={t('public.notFoundText')} />
        <Button component={RouterLink} to={paths.root.getHref()} variant="contained">
          {t('public.home')}
        </Button>
      </Paper>
    );
  }
  if (entry.status === 'failed') {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 640, mx: 'auto' }}>
        <PageHeading title={t('public.errorTitle')} intro={t('public.errorText')} />
        <LoadFailed error={entry.error} onRetry={reload} />
      </Paper>
    );
  }
  return <PageLoader />;
}
