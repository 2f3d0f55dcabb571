import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { validationMessage } from '@/lib/validation';
import { TextInput } from './TextInput';

interface FormDateFieldProps {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  /** yyyy-MM-dd bounds */
  min?: string;
  max?: string;
}

/**
 * The one date field: the browser's own date input (value yyyy-MM-dd, shown in the
 * user's locale), light on a cheap phone and usable with the keyboard and screen readers.
 */
export function FormDateField({ name, label, required, disabled, min, max }: FormDateFieldProps) {
  const [field, meta] = useField<string>(name);
  const { t } = useTranslation();
  const errorText = meta.touched && meta.error ? validationMessage(t, meta.error, name) : undefined;
  return (
    <TextInput
      {...field}
      value={field.value ?? ''}
      type="date"
      name={name}
      label={label}
      required={required}
      disabled={disabled}
      errorText={errorText}
      shrinkLabel
      inputProps={{ min, max }}
      sx={{ '& input': { minHeight: '1.4375em' } }}
    />
  );
}
