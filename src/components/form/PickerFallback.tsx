import { TextInput } from './TextInput';

interface PickerFallbackProps {
  name: string;
  label: string;
  /** The value as the picker will show it. */
  shown: string;
  required?: boolean;
  disabled?: boolean;
}

/** Holds a date or time field's place, with its label and value, while its picker loads. */
export function PickerFallback({ name, label, shown, required, disabled }: PickerFallbackProps) {
  return (
    <TextInput name={name} label={label} value={shown} required={required} disabled={disabled} readOnly shrinkLabel />
  );
}
