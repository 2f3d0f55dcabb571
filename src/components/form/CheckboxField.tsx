import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useField } from 'formik';

/** A formik-bound yes/no box with its label (a boolean value). */
export function CheckboxField({ name, label, disabled }: { name: string; label: string; disabled?: boolean }) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  return (
    <FormControlLabel
      control={<Checkbox {...field} checked={Boolean(field.checked)} disabled={disabled} />}
      label={label}
      sx={{ mt: 1 }}
    />
  );
}
