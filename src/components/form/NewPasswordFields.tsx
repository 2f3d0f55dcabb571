import { useTranslation } from 'react-i18next';

import { PasswordField } from './PasswordField';

interface NewPasswordFieldsProps {
  passwordLabel: string;
  confirmLabel: string;
  /** Prefix of the inputs' ids, where a page holds other password fields too. */
  idPrefix?: string;
}

/**
 * A new password and its repetition (fields `password` and `confirmPassword`), with the
 * creation rule under the first: the password pages and the sign-up form.
 */
export function NewPasswordFields({ passwordLabel, confirmLabel, idPrefix }: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  const toggle = { showLabel: t('login.showPassword'), hideLabel: t('login.hidePassword') };
  return (
    <>
      <PasswordField
        id={idPrefix ? `${idPrefix}-password` : undefined}
        name="password"
        label={passwordLabel}
        autoComplete="new-password"
        required
        helperText={t('password.rule')}
        {...toggle}
      />
      <PasswordField
        id={idPrefix ? `${idPrefix}-confirmPassword` : undefined}
        name="confirmPassword"
        label={confirmLabel}
        autoComplete="new-password"
        required
        {...toggle}
      />
    </>
  );
}
