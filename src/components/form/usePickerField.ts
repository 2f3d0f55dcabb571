import { useField, useFormikContext } from 'formik';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Lang } from '@/contract/common';
import { useUiLanguage } from '@/lib/useUiLanguage';
import { rule, validationMessage } from '@/lib/validation';

/** What the picker part reports: the API text ('' when empty), or null for a typed value that is not a date (or time). */
export type PickerChange = (next: string | null) => void;

/** What DateField and TimeField hand to their lazily loaded picker. */
export interface PickerInputProps {
  name: string;
  label: string;
  lang: Lang;
  /** The form's text: yyyy-MM-dd or HH:mm, '' when empty. */
  value: string;
  onChange: PickerChange;
  onBlur: () => void;
  errorText?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * The formik side of DateField and TimeField, shared and kept out of the lazy picker chunk.
 * The form value stays the API's text ('' when empty, as before the pickers). A typed but
 * incomplete or impossible value leaves '' in the form and is a field error of its own
 * ('date' / 'time'), so it is shown beside the field and never sent.
 */
/** What DateField and TimeField take alike. */
export interface PickerFieldProps {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
}

export function usePickerField(
  { name, label, required, disabled }: PickerFieldProps,
  invalidRule: 'date' | 'time',
): PickerInputProps {
  // State for what is shown; a ref for formik's validation, which runs before the next render.
  const [invalid, setInvalid] = useState(false);
  const invalidRef = useRef(false);
  // A field that is switched off (the end date of a current role) drops what was typed into it.
  const [wasDisabled, setWasDisabled] = useState(Boolean(disabled));
  if (Boolean(disabled) !== wasDisabled) {
    setWasDisabled(Boolean(disabled));
    if (disabled) setInvalid(false);
  }
  useEffect(() => {
    if (disabled) invalidRef.current = false;
  }, [disabled]);
  const validate = useCallback(
    () => (invalidRef.current && !disabled ? rule(invalidRule) : undefined),
    [disabled, invalidRule],
  );
  const [field, meta] = useField<string>({ name, validate });
  // Formik's setters keep their identity, so the handlers do too, and the picker re-renders only when its own props change.
  const { setFieldValue, setFieldTouched } = useFormikContext();
  const { t } = useTranslation();
  const shown = invalid && !disabled ? rule(invalidRule) : meta.error;
  const errorText = meta.touched && shown ? validationMessage(t, shown, name) : undefined;

  const onChange: PickerChange = useCallback(
    (next) => {
      invalidRef.current = next === null;
      setInvalid(next === null);
      void setFieldValue(name, next ?? '');
    },
    [setFieldValue, name],
  );
  const onBlur = useCallback(() => void setFieldTouched(name, true), [setFieldTouched, name]);
  const lang = useUiLanguage();
  return { name, label, lang, value: field.value ?? '', onChange, onBlur, errorText, required, disabled };
}
