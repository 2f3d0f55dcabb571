import { useField } from 'formik';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

import { validationMessage } from '@/lib/validation';

import { TextInput, type TextInputProps } from './TextInput';

export type FormTextFieldProps = Omit<TextInputProps, 'value' | 'errorText'>;

/**
 * Formik renders every field of a form on every change (a keystroke in a long form); the input itself re-renders only
 * when its own props change. Formik's handlers keep their identity.
 */
const MemoTextInput = memo(TextInput);

/** A formik-bound TextInput whose error, translated, stands next to it. */
export function FormTextField({ name, ...props }: FormTextFieldProps) {
  const [field, meta] = useField<string>(name);
  const { t } = useTranslation();
  const errorText = meta.touched && meta.error ? validationMessage(t, meta.error, name) : undefined;
  return <MemoTextInput {...field} value={field.value ?? ''} {...props} name={name} errorText={errorText} />;
}
