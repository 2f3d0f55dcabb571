import type { FieldRef } from '@mui/x-date-pickers/models';
import { useRef, type FocusEvent } from 'react';

import type { PickerInputProps } from '../usePickerField';

/**
 * The picker's field and text field: laid out like TextInput (full width, normal margin, id =
 * name), and on leaving the field a partly filled value (`18.05`, `9`) is reported as not a
 * date: the picker itself keeps its value empty until every section is filled.
 */
export function usePickerSlotProps({ name, required, errorText, onBlur, onChange }: PickerInputProps) {
  const fieldRef = useRef<FieldRef<Date | null>>(null);
  const handleBlur = (event: FocusEvent) => {
    // Moving between the day, month and year stays inside the field.
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    const sections = fieldRef.current?.getSections() ?? [];
    const filled = sections.filter((section) => section.value !== '').length;
    if (filled === 0) onChange('');
    else if (filled < sections.length) onChange(null);
    onBlur();
  };
  return {
    field: { fieldRef },
    textField: {
      id: name,
      name,
      required,
      onBlur: handleBlur,
      error: Boolean(errorText),
      helperText: errorText,
      fullWidth: true,
      margin: 'normal' as const,
    },
  };
}
