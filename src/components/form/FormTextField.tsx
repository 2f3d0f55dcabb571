import { useField } from 'formik';
import { useTranslation } from 'react-i18next';

import { validationMessage } from '@/lib/validation';

import { TextInput, type TextInputProps } from './TextInput';

export type FormTextFieldProps = Omit<TextInputProps, 'value' | 'errorText'>;

/** A formik-bound TextInput whose error, translated, stands next to it. */
export function FormTextField({ name, ...props }: FormTextFieldProps) {
  const [field, meta] = useField<string>(name);
  const { t } = useTranslation();
  const errorText = meta.touched && meta.error ? validationMessage(t, meta.error, name) : undefined;
  return <TextInput {...field} value={field.value ?? ''} {...props} name={name} errorText={errorText} />;
}
