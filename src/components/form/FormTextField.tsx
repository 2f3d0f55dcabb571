import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { validationMessage } from '@/lib/validation';

export type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'error'> & { name: string };

/** A formik-bound text field whose error, translated, stands next to it (part 1 §5). */
export function FormTextField({ name, helperText, slotProps, ...props }: FormTextFieldProps) {
  const [field, meta] = useField<string>(name);
  const { t } = useTranslation();
  const showError = meta.touched && Boolean(meta.error);
  const helperId = `${props.id ?? name}-helper`;
  return (
    <TextField
      {...field}
      value={field.value ?? ''}
      id={props.id ?? name}
      fullWidth
      margin="normal"
      {...props}
      name={name}
      error={showError}
      helperText={showError && meta.error ? validationMessage(t, meta.error, name) : helperText}
      slotProps={{ ...slotProps, formHelperText: { id: helperId } }}
    />
  );
}
