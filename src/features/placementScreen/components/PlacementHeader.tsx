import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import OndemandVideoOutlined from '@mui/icons-material/OndemandVideoOutlined';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { FactGrid, type Fact } from '@/components/layout/FactGrid';
import { NOT_GIVEN, orNotGiven } from '@/components/layout/notGiven';
import { visuallyHidden, visuallyHiddenOnPhone } from '@/components/layout/visuallyHidden';
import { howToVideoLinks } from '@/config/links';
import { paths } from '@/config/paths';
import { isReportedViaPortal, placementName, type PlacementSummary } from '@/contract/placements';
import { formatDay } from '@/lib/dateFormat';
import { useUiLanguage } from '@/lib/useUiLanguage';

/** A header button that shows its icon alone on a phone (its words stay for screen readers). */
const iconOnPhone = (theme: Theme) => ({
  flexShrink: 0,
  [theme.breakpoints.down('sm')]: { minWidth: 40, '& .MuiButton-startIcon': { mx: 0 } },
});

/**
 * The placement overview's switcher: a button that lists the manager's placements, each by its name; choosing one
 * goes to `/placement/{id}`. The heading names the shown placement, so the button does not name it again. On a
 * phone, its icon only.
 */
export const PlacementSwitcher = memo(function PlacementSwitcher({
  placements,
  current,
}: {
  placements: PlacementSummary[];
  current: PlacementSummary;
}) {
  const { t } = useTranslation('placement');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  if (placements.length < 2) return null;
  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        startIcon={<SwapHoriz />}
        aria-haspopup="true"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={iconOnPhone}
      >
        <Box component="span" sx={visuallyHiddenOnPhone}>
          {t('header.switcher')}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {placements.map((each) => (
          <MenuItem
            key={each.id}
            component={RouterLink}
            to={paths.placement.getHref(each.id)}
            selected={each.id === current.id}
            aria-current={each.id === current.id ? 'page' : undefined}
            onClick={() => setAnchor(null)}
          >
            {placementName(each)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
});

const STRIP = { border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' } as const;

/**
 * The position-information strip: where, since when, with whom, and how it is billed. On a phone, where the month
 * comes first, it is one line (the place and the period) that opens the facts on demand; on a wider screen the facts
 * show as they are (docs/decisions/055-day-to-log.md).
 */
export const PositionStrip = memo(function PositionStrip({ placement }: { placement: PlacementSummary }) {
  const { t } = useTranslation('placement');
  const lang = useUiLanguage();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const factsId = useId();
  const period = placement.endDate
    ? t('header.period', { from: formatDay(placement.startDate, lang), to: formatDay(placement.endDate, lang) })
    : t('header.openEnded', { from: formatDay(placement.startDate, lang) });
  const facts: Fact[] = [
    { key: 'company', label: t('header.company'), value: orNotGiven(placement.company) },
    { key: 'reference', label: t('header.reference'), value: orNotGiven(placement.name) },
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
  const grid = <FactGrid facts={facts} />;
  if (wide) return <Box sx={{ ...STRIP, p: 2 }}>{grid}</Box>;
  const summary = [placement.operationCity, period].filter(Boolean).join(' · ');
  return (
    <Box sx={STRIP}>
      <Button
        aria-expanded={open}
        aria-controls={factsId}
        onClick={() => setOpen((was) => !was)}
        startIcon={<InfoOutlined />}
        endIcon={open ? <ExpandLess /> : <ExpandMore />}
        fullWidth
        sx={{ textAlign: 'left', color: 'text.primary', px: 2, '& .MuiButton-endIcon': { ml: 'auto' } }}
      >
        <Box component="span" sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {/* The icon and the chevron say what the line is to the eye; its name says it to a screen reader. */}
          {summary ? (
            <>
              <Box component="span" sx={visuallyHidden}>
                {`${t('header.facts')}:`}
              </Box>{' '}
              {summary}
            </>
          ) : (
            t('header.facts')
          )}
        </Box>
      </Button>
      <Collapse in={open} id={factsId}>
        <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>{grid}</Box>
      </Collapse>
    </Box>
  );
});

/** The how-to video: the German one for German, the English one otherwise; a new tab. On a phone, its icon only. */
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
      sx={iconOnPhone}
    >
      <Box component="span" sx={visuallyHiddenOnPhone}>
        {t('header.howToVideo')}
      </Box>
    </Button>
  );
}
