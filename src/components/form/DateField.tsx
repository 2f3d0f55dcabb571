import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PickerFallback } from './PickerFallback';
import { datePattern, showApiDate, type DateViews } from './datePatterns';
import { usePickerField } from './usePickerField';

// The pickers (MUI X, date-fns and its locales) are a chunk of their own, loaded where a date
// field is shown: not on the sign-in page, and not before the CV is painted (issue 8 §6).
const DatePickerInput = lazy(() => import('./pickers/DatePickerInput'));

export interface DateFieldProps {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  /** yyyy-MM-dd bounds of the calendar; the form's schema decides what is accepted. */
  min?: string;
  max?: string;
  /**
   * How much of a date is asked for (part 2 §9): the day (default), month and year (a new
   * value is the month's first day; an existing value keeps its day), or the year.
   */
  views?: DateViews;
}

/**
 * The one date field (conventions rule 8): formik-bound, the value is yyyy-MM-dd ('' when
 * empty), shown and typed in the portal's language: dd.MM.yyyy in German, dd/MM/yyyy in
 * English (en-IN, decision 15). A typed date that is incomplete or impossible is reported
 * beside the field and keeps the form from being sent.
 */
export function DateField({ name, label, required, disabled, min, max, views = 'date' }: DateFieldProps) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'de' ? 'de' : 'en';
  const { value, errorText, onChange, onBlur } = usePickerField(name, 'date', disabled);
  return (
    <Suspense fallback={<PickerFallback name={name} label={label} shown={showApiDate(value, datePattern(lang, views))} required={required} disabled={disabled} />}>
      <DatePickerInput
        key={disabled ? 'off' : 'on'}
        name={name}
        label={label}
        lang={lang}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        errorText={errorText}
        required={required}
        disabled={disabled}
        min={min}
        max={max}
        views={views}
      />
    </Suspense>
  );
}
