import { FormTextField, type FormTextFieldProps } from './FormTextField';
import { usePasswordToggle } from './usePasswordToggle';

interface PasswordFieldProps extends FormTextFieldProps {
  showLabel: string;
  hideLabel: string;
}

/** A formik-bound password field with a show/hide toggle. */
export function PasswordField({ showLabel, hideLabel, ...props }: PasswordFieldProps) {
  return <FormTextField {...props} {...usePasswordToggle(showLabel, hideLabel)} />;
}
