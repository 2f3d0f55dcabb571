import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PickerFallback } from './PickerFallback';
import { usePickerField } from './usePickerField';

// Loaded with the screens that show a time field, like the date picker (see DateField).
const TimePickerInput = lazy(() => import('./pickers/TimePickerInput'));

export interface TimeFieldProps {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * The one time field (conventions rule 8): formik-bound, the value is HH:mm ('' when empty),
 * 24-hour in both languages. `830` or `8:30` typed is 08:30, `1645` is 16:45; an incomplete
 * time is reported beside the field and keeps the form from being sent.
 */
export function TimeField({ name, label, required, disabled }: TimeFieldProps) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'de' ? 'de' : 'en';
  const { value, errorText, onChange, onBlur } = usePickerField(name, 'time', disabled);
  return (
    <Suspense fallback={<PickerFallback name={name} label={label} shown={value} required={required} disabled={disabled} />}>
      <TimePickerInput
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
      />
    </Suspense>
  );
}
