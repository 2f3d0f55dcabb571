import { useField } from 'formik';
import { useTranslation } from 'react-i18next';

import { TextInput } from '@/components/form/TextInput';
import { validationMessage } from '@/lib/validation';

import { roundMonths } from './workExperienceForm';

/** Months abroad: whole months, rounded when the field is left (and again on save). */
export function MonthsField({ name, label }: { name: string; label: string }) {
  const [field, meta, helpers] = useField<string>(name);
  const { t } = useTranslation('workExperience');
  const { t: tCommon } = useTranslation();
  const errorText = meta.touched && meta.error ? validationMessage(tCommon, meta.error, name) : undefined;
  return (
    <TextInput
      name={name}
      label={label}
      required
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={(event) => {
        const rounded = roundMonths(field.value ?? '');
        if (rounded !== field.value) void helpers.setValue(rounded, false);
        field.onBlur(event);
      }}
      inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
      errorText={errorText}
      helperText={t('missions.monthsHint')}
    />
  );
}
