import { lazy, memo, Suspense } from 'react';

import { PickerFallback } from './PickerFallback';
import { usePickerField, type PickerFieldProps } from './usePickerField';

// Loaded with the screens that show a time field, like the date picker (see DateField).
const TimePickerInput = memo(lazy(() => import('./pickers/TimePickerInput')));

export type TimeFieldProps = PickerFieldProps;

/**
 * The one time field: formik-bound, the value is HH:mm ('' when empty),
 * 24-hour in both languages. `830` or `8:30` typed is 08:30, `1645` is 16:45; an incomplete
 * time is reported beside the field and keeps the form from being sent.
 */
export function TimeField(field: TimeFieldProps) {
  const input = usePickerField(field, 'time');
  return (
    <Suspense fallback={<PickerFallback {...field} shown={input.value} />}>
      <TimePickerInput key={field.disabled ? 'off' : 'on'} {...input} />
    </Suspense>
  );
}
