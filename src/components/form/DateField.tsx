import { lazy, memo, Suspense } from 'react';

import { datePattern, showApiDate, type DateViews } from './datePatterns';
import { PickerFallback } from './PickerFallback';
import { usePickerField, type PickerFieldProps } from './usePickerField';

// The pickers (MUI X, date-fns and its locales) are a chunk of their own, loaded where a date
// field is shown: not on the sign-in page, and not before the CV is painted. Memo: formik renders every field on every
// change, and the picker needs to render again only when its own props change (usePickerField keeps them stable).
const DatePickerInput = memo(lazy(() => import('./pickers/DatePickerInput')));

export interface DateFieldProps extends PickerFieldProps {
  /** yyyy-MM-dd bounds of the calendar; the form's schema decides what is accepted. */
  min?: string;
  max?: string;
  /**
   * How much of a date is asked for: the day (default), month and year (a new
   * value is the month's first day; an existing value keeps its day), or the year.
   */
  views?: DateViews;
}

/**
 * The one date field: formik-bound, the value is yyyy-MM-dd ('' when
 * empty), shown and typed in the portal's language: dd.MM.yyyy in German, dd/MM/yyyy in
 * English (en-IN, docs/decisions/019-locale-formats.md). A typed date that is incomplete or impossible is reported
 * beside the field and keeps the form from being sent.
 */
export function DateField({ min, max, views = 'date', ...field }: DateFieldProps) {
  const input = usePickerField(field, 'date');
  return (
    <Suspense fallback={<PickerFallback {...field} shown={showApiDate(input.value, datePattern(input.lang, views))} />}>
      <DatePickerInput key={field.disabled ? 'off' : 'on'} {...input} min={min} max={max} views={views} />
    </Suspense>
  );
}
