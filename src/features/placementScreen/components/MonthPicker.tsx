import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { formatMonth, formatMonthParam, isSameMonth, type YearMonth } from '@/contract/month';
import { useUiLanguage } from '@/lib/useUiLanguage';

/**
 * The month picker: the placement's months, newest first, with a step to the month
 * before and after. The month is the address's `?month=`, so the tab, a reload and a shared
 * link agree.
 */
export const MonthPicker = memo(function MonthPicker({ months, shown }: { months: YearMonth[]; shown: YearMonth }) {
  const { t } = useTranslation('placement');
  const lang = useUiLanguage();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const go = (month: YearMonth) => void navigate(`${pathname}?month=${formatMonthParam(month)}`);
  const index = months.findIndex((month) => isSameMonth(month, shown));
  const options = index >= 0 ? months : [shown, ...months];
  const newer = index > 0 ? months[index - 1] : undefined;
  const older = index >= 0 ? months[index + 1] : undefined;
  const name = (month: YearMonth) => formatMonth(month, lang);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flex: { xs: 1, sm: 'none' }, minWidth: 0 }}>
      <IconButton
        aria-label={older ? t('header.previousMonthOf', { month: name(older) }) : t('header.previousMonth')}
        disabled={!older}
        onClick={() => older && go(older)}
      >
        <ChevronLeft />
      </IconButton>
      <TextField
        select
        size="small"
        label={t('header.month')}
        value={formatMonthParam(shown)}
        onChange={(event) => {
          const found = options.find((month) => formatMonthParam(month) === event.target.value);
          if (found) go(found);
        }}
        sx={{ minWidth: { sm: 180 }, flex: { xs: 1, sm: 'none' } }}
      >
        {options.map((month) => (
          <MenuItem key={formatMonthParam(month)} value={formatMonthParam(month)}>
            {name(month)}
          </MenuItem>
        ))}
      </TextField>
      <IconButton
        aria-label={newer ? t('header.nextMonthOf', { month: name(newer) }) : t('header.nextMonth')}
        disabled={!newer}
        onClick={() => newer && go(newer)}
      >
        <ChevronRight />
      </IconButton>
    </Box>
  );
});
