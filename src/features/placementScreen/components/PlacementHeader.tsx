import OndemandVideoOutlined from '@mui/icons-material/OndemandVideoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { FactGrid, type Fact } from '@/components/layout/FactGrid';
import { NOT_GIVEN, orNotGiven } from '@/components/layout/notGiven';
import { howToVideoLinks } from '@/config/links';
import { paths } from '@/config/paths';
import { isReportedViaPortal, type PlacementSummary } from '@/contract/placements';
import { formatDay } from '@/lib/dateFormat';
import { useUiLanguage } from '@/lib/useUiLanguage';

/** The placement overview's switcher: choosing one goes to `/placement/{id}`. */
export const PlacementSwitcher = memo(function PlacementSwitcher({
  placements,
  current,
}: {
  placements: PlacementSummary[];
  current: PlacementSummary;
}) {
  const { t } = useTranslation('placement');
  const navigate = useNavigate();
  if (placements.length < 2) return null;
  return (
    <TextField
      select
      size="small"
      label={t('header.switcher')}
      value={current.id}
      onChange={(event) => void navigate(paths.placement.getHref(event.target.value))}
      sx={{ minWidth: { xs: '100%', sm: 320 }, maxWidth: '100%' }}
    >
      {placements.map((each) => (
        <MenuItem key={each.id} value={each.id}>
          {each.positionTitle} · {each.company}
        </MenuItem>
      ))}
    </TextField>
  );
});

/** The position-information strip: where, since when, with whom, and how it is billed. */
export const PositionStrip = memo(function PositionStrip({ placement }: { placement: PlacementSummary }) {
  const { t } = useTranslation('placement');
  const lang = useUiLanguage();
  const period = placement.endDate
    ? t('header.period', { from: formatDay(placement.startDate, lang), to: formatDay(placement.endDate, lang) })
    : t('header.openEnded', { from: formatDay(placement.startDate, lang) });
  const facts: Fact[] = [
    { key: 'company', label: t('header.company'), value: orNotGiven(placement.company) },
    { key: 'location', label: t('header.location'), value: orNotGiven(placement.operationCity) },
    { key: 'area', label: t('header.area'), value: orNotGiven(placement.operationArea) },
    { key: 'period', label: t('header.periodLabel'), value: period },
    { key: 'contact', label: t('header.contact'), value: orNotGiven(placement.contactName) },
    { key: 'phone', label: t('header.phone'), value: orNotGiven(placement.contactPhone) },
    { key: 'email', label: t('header.email'), value: orNotGiven(placement.contactEmail) },
  ];
  if (isReportedViaPortal(placement)) {
    facts.push({
      key: 'fee',
      label: t('header.feeBilling'),
      value: t(`header.fee.${placement.feeBilling}` as 'header.fee.100', { defaultValue: NOT_GIVEN }),
    });
  }
  return (
    <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <FactGrid facts={facts} />
    </Box>
  );
});

/** The how-to video: the German one for German, the English one otherwise; a new tab. */
export function HowToVideoButton() {
  const { t } = useTranslation('placement');
  const lang = useUiLanguage();
  return (
    <Button
      variant="outlined"
      startIcon={<OndemandVideoOutlined />}
      href={howToVideoLinks[lang]}
      target="_blank"
      rel="noopener noreferrer"
    >
      {t('header.howToVideo')}
    </Button>
  );
}
