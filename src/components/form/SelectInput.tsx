import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { ReactNode } from 'react';

import type { LabelOption } from '@/contract/meta';

export interface SelectInputProps {
  name: string;
  label: string;
  value: string;
  options: LabelOption[];
  onChange: (value: string) => void;
  onBlur?: () => void;
  errorText?: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  margin?: 'none' | 'normal' | 'dense';
  /** Offer an empty choice (for optional fields). */
  emptyLabel?: string;
}

/** The one single-choice field: a labelled select of label-and-enum options. */
export function SelectInput({
  name,
  label,
  value,
  options,
  onChange,
  onBlur,
  errorText,
  helperText,
  required,
  disabled,
  margin = 'normal',
  emptyLabel,
}: SelectInputProps) {
  const labelId = `${name}-label`;
  const helperId = `${name}-helper`;
  const helper = errorText ?? helperText;
  const shownLabel = required ? `${label} *` : label;
  return (
    <FormControl fullWidth margin={margin} error={Boolean(errorText)} disabled={disabled}>
      <InputLabel id={labelId}>{shownLabel}</InputLabel>
      <Select
        labelId={labelId}
        label={shownLabel}
        value={options.some((option) => option.value === value) || value === '' ? value : ''}
        onChange={(event) => onChange(String(event.target.value))}
        onBlur={onBlur}
        inputProps={{
          name,
          id: name,
          'aria-describedby': helper ? helperId : undefined,
          'aria-required': required || undefined,
        }}
        SelectDisplayProps={{
          'aria-describedby': helper ? helperId : undefined,
          'aria-invalid': Boolean(errorText) || undefined,
        }}
      >
        {emptyLabel !== undefined && (
          <MenuItem value="">
            <em>{emptyLabel}</em>
          </MenuItem>
        )}
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label || '\u00a0'}
          </MenuItem>
        ))}
      </Select>
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
}
