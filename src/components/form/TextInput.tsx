import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { ReactNode } from 'react';

export interface TextInputProps extends Omit<OutlinedInputProps, 'error' | 'label'> {
  name: string;
  label: string;
  /** The translated error; when set it replaces the helper text. */
  errorText?: string;
  helperText?: ReactNode;
  /** Keep the label above the field (inputs that always show a value, e.g. dates). */
  shrinkLabel?: boolean;
  /** The most characters the input takes (a field length of the server); undefined: no limit known. */
  maxLength?: number;
}

/**
 * The one text field of the app: label, input, and the error or hint beneath it.
 * Built from the input parts rather than MUI's TextField, which always bundles Select,
 * Menu and Popover (the sign-in page's size budget).
 */
export function TextInput({
  name,
  label,
  errorText,
  helperText,
  id,
  required,
  fullWidth = true,
  shrinkLabel,
  maxLength,
  ...props
}: TextInputProps) {
  const inputId = id ?? name;
  const helperId = `${inputId}-helper`;
  const helper = errorText ?? helperText;
  return (
    <FormControl
      fullWidth={fullWidth}
      margin="normal"
      error={Boolean(errorText)}
      required={required}
      variant="outlined"
    >
      <InputLabel htmlFor={inputId} shrink={shrinkLabel}>
        {label}
      </InputLabel>
      <OutlinedInput
        notched={shrinkLabel}
        {...props}
        inputProps={maxLength === undefined ? props.inputProps : { ...props.inputProps, maxLength }}
        id={inputId}
        name={name}
        label={required ? `${label} *` : label}
        aria-describedby={helper ? helperId : undefined}
      />
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
}
