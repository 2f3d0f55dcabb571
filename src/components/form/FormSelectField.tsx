import { useField, useFormikContext } from 'formik';
import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { validationMessage } from '@/lib/validation';

import { SelectInput, type SelectInputProps } from './SelectInput';

export type FormSelectFieldProps = Omit<SelectInputProps, 'value' | 'onChange' | 'onBlur' | 'errorText'>;

/**
 * Formik renders every field of a form on every change; a closed select still walks all its
 * options (200 countries), so the select itself re-renders only when its own props change.
 */
const MemoSelectInput = memo(SelectInput);

/** A formik-bound SelectInput whose translated error stands next to it. */
export function FormSelectField({ name, ...props }: FormSelectFieldProps) {
  const [field, meta] = useField<string>(name);
  // Formik's setters keep their identity, so the handlers do too.
  const { setFieldValue, setFieldTouched } = useFormikContext();
  const { t } = useTranslation();
  const errorText = meta.touched && meta.error ? validationMessage(t, meta.error, name) : undefined;
  const onChange = useCallback((value: string) => void setFieldValue(name, value), [setFieldValue, name]);
  const onBlur = useCallback(() => void setFieldTouched(name, true), [setFieldTouched, name]);
  return (
    <MemoSelectInput
      {...props}
      name={name}
      value={field.value ?? ''}
      onChange={onChange}
      onBlur={onBlur}
      errorText={errorText}
    />
  );
}
