import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { deDE, enUS } from '@mui/x-date-pickers/locales';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { Lang } from '@/contract/common';
import { dateLocale } from '@/lib/dateFormat';

interface PickerProviderProps {
  lang: Lang;
  /** The field's label: the buttons that open the calendar or the clock name it. */
  label: string;
  children: ReactNode;
}

/**
 * The pickers' localization (date-fns de for German, en-IN for English; docs/decisions/019-locale-formats.md), inside
 * the lazy picker chunk so that no screen loads it before a date or time field is shown.
 * The calendar's own texts are MUI's German or English ones; the buttons that open the
 * calendar and the clock carry our texts, with the field's label.
 */
export function PickerProvider({ lang, label, children }: PickerProviderProps) {
  const { t } = useTranslation('forms');
  const texts = (lang === 'de' ? deDE : enUS).components.MuiLocalizationProvider.defaultProps.localeText;
  const localeText = {
    ...texts,
    openDatePickerDialogue: () => t('dateField.openCalendar', { label }),
    openTimePickerDialogue: () => t('dateField.openClock', { label }),
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={dateLocale(lang)} localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
