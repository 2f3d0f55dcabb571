import { useFormikContext } from 'formik';
import type { FocusEvent } from 'react';

import { FormTextField, type FormTextFieldProps } from '@/components/form/FormTextField';
import { stripUmlauts } from '@/lib/webLinks';

/**
 * A web link (website, video, social network). Umlauts are stripped per
 * top-level-domain rules; that happens when the field is left, so the user sees the form
 * that will be stored before saving it.
 */
export function LinkField(props: FormTextFieldProps) {
  const { setFieldTouched, setFieldValue } = useFormikContext();
  const onBlur = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.target.value;
    // Touched first without validating, then the value with validation: one check, of the stripped value.
    void setFieldTouched(props.name, true, false);
    void setFieldValue(props.name, value.trim() ? stripUmlauts(value) : value.trim(), true);
  };
  return <FormTextField inputMode="url" autoComplete="url" {...props} onBlur={onBlur} />;
}
