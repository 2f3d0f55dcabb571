import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { validationMessage } from '@/lib/validation';
import { SelectInput, type SelectInputProps } from './SelectInput';

export type FormSelectFieldProps = Omit<SelectInputProps, 'value' | 'onChange' | 'onBlur' | 'errorText'>;

/** A formik-bound SelectInput whose translated error stands next to it (part 1 §5). */
export function FormSelectField({ name, ...props }: FormSelectFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const { t } = useTranslation();
  const errorText = meta.touched && meta.error ? validationMessage(t, meta.error, name) : undefined;
  return (
    <SelectInput
      {...props}
      name={name}
      value={field.value ?? ''}
      onChange={(value) => void helpers.setValue(value)}
      onBlur={() => void helpers.setTouched(true)}
      errorText={errorText}
    />
  );
}
