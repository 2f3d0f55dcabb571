import InputAdornment from '@mui/material/InputAdornment';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';

import { amountValue, formatEuro, normaliseAmount } from '@/lib/numbers';
import { useUiLanguage } from '@/lib/useUiLanguage';
import { validationMessage } from '@/lib/validation';

import { TextInput } from './TextInput';

/**
 * A whole amount of euros: typed as digits, with a "€" beside it and, below,
 * the amount as the user's language writes it (de-DE "1.200 €", en-IN "€1,200"). On leaving
 * the field an empty value becomes 0 and leading zeros go (normaliseAmount).
 */
export function AmountField({ name, label, required }: { name: string; label: string; required?: boolean }) {
  const [field, meta, helpers] = useField<string>(name);
  const { t } = useTranslation('forms');
  const { t: tCommon } = useTranslation();
  const uiLang = useUiLanguage();
  const errorText = meta.touched && meta.error ? validationMessage(tCommon, meta.error, name) : undefined;
  const value = amountValue(field.value);
  return (
    <TextInput
      name={name}
      label={label}
      required={required}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={(event) => {
        const normalised = normaliseAmount(field.value);
        if (normalised !== field.value) void helpers.setValue(normalised, false);
        field.onBlur(event);
      }}
      inputProps={{ inputMode: 'numeric', autoComplete: 'off' }}
      endAdornment={<InputAdornment position="end">€</InputAdornment>}
      errorText={errorText}
      helperText={value !== null ? t('form.amountShown', { amount: formatEuro(value, uiLang) }) : undefined}
    />
  );
}
