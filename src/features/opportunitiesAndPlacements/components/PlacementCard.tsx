import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { FactGrid } from '@/components/layout/FactGrid';
import { NOT_GIVEN, orNotGiven } from '@/components/layout/notGiven';
import { paths } from '@/config/paths';
import type { Lang } from '@/contract/common';
import { placementName, type PlacementSummary } from '@/contract/placements';
import { formatDay } from '@/lib/dateFormat';

import { SalesStageBadge } from './SalesStageBadge';

interface PlacementCardProps {
  placement: PlacementSummary;
  lang: Lang;
  /** The contract type's label (the labels and enums' `contractTypes`), '' when unknown. */
  contractType: string;
}

/**
 * One placement of the list: company, position title, area of operation and
 * city, start and end, contract type and contact, '-' for what is empty; the sales-stage badge;
 * a link to the placement and, where the data names a candidate, to the CV that was sent.
 */
export function PlacementCard({ placement, lang, contractType }: PlacementCardProps) {
  const { t } = useTranslation('management');
  const titleId = useId();
  const title = placementName(placement);
  const phone = placement.contactPhone.trim();
  const email = placement.contactEmail.trim();

  return (
    <Paper component="li" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
        <Typography
          id={titleId}
          component="h3"
          variant="h3"
          sx={{ flex: '1 1 14rem', minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {orNotGiven(title)}
        </Typography>
        <SalesStageBadge salesStage={placement.salesStage} />
      </Box>
      <FactGrid
        minColumnWidth="11rem"
        facts={[
          { key: 'company', label: t('placements.company'), value: orNotGiven(placement.company) },
          { key: 'operationArea', label: t('placements.operationArea'), value: orNotGiven(placement.operationArea) },
          { key: 'city', label: t('placements.city'), value: orNotGiven(placement.operationCity) },
          { key: 'start', label: t('placements.startDate'), value: formatDay(placement.startDate, lang) || NOT_GIVEN },
          { key: 'end', label: t('placements.endDate'), value: formatDay(placement.endDate, lang) || NOT_GIVEN },
          { key: 'contractType', label: t('placements.contractType'), value: contractType || NOT_GIVEN },
          { key: 'contactName', label: t('placements.contactName'), value: orNotGiven(placement.contactName) },
          {
            key: 'contactPhone',
            label: t('placements.contactPhone'),
            value: phone ? <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Link> : NOT_GIVEN,
          },
          {
            key: 'contactEmail',
            label: t('placements.contactEmail'),
            value: email ? <Link href={`mailto:${email}`}>{email}</Link> : NOT_GIVEN,
          },
        ]}
      />
      <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button
          component={RouterLink}
          to={paths.placement.getHref(placement.id)}
          variant="outlined"
          aria-label={t('placements.openFor', { title })}
        >
          {t('placements.open')}
        </Button>
        {placement.candidateId && (
          <Button
            component={RouterLink}
            to={paths.placementResume.getHref(placement.id, placement.candidateId)}
            aria-label={t('placements.sentCvFor', { title })}
          >
            {t('placements.sentCv')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
