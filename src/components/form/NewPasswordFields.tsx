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
  // What both fields share: a new password, required, with the show/hide toggle.
  const field = (name: 'password' | 'confirmPassword') => ({
    id: idPrefix ? `${idPrefix}-${name}` : undefined,
    name,
    autoComplete: 'new-password',
    required: true,
    showLabel: t('login.showPassword'),
    hideLabel: t('login.hidePassword'),
  });
  return (
    <>
      <PasswordField {...field('password')} label={passwordLabel} helperText={t('password.rule')} />
      <PasswordField {...field('confirmPassword')} label={confirmLabel} />
    </>
  );
}
