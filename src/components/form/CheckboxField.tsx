import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useField } from 'formik';
import { memo, type ChangeEventHandler, type FocusEventHandler } from 'react';

/** A formik-bound yes/no box with its label (a boolean value). */
export function CheckboxField({ name, label, disabled }: { name: string; label: string; disabled?: boolean }) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  return (
    <LabelledCheckbox
      name={name}
      label={label}
      disabled={disabled}
      checked={Boolean(field.checked)}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}

/** The box, rendered again only when its own props change (formik renders every field on every change). */
const LabelledCheckbox = memo(function LabelledCheckbox({
  label,
  ...box
}: {
  name: string;
  label: string;
  disabled?: boolean;
  checked: boolean;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur: FocusEventHandler<HTMLButtonElement>;
}) {
  return <FormControlLabel control={<Checkbox {...box} />} label={label} sx={{ mt: 1 }} />;
});
