import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';

import type { LabelOption } from '@/contract/meta';
import { validationMessage } from '@/lib/validation';

interface FormMultiSelectFieldProps {
  name: string;
  label: string;
  options: LabelOption[];
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
  /** At the maximum no further option is offered, and the field says so. */
  maxSelections?: number;
}

/** Typing to search is offered only for lists longer than this. */
export const SEARCH_THRESHOLD = 10;

/** A formik-bound choice of several options (e.g. nationality), with search in long lists. */
export function FormMultiSelectField({
  name,
  label,
  options,
  required,
  disabled,
  helperText,
  maxSelections,
}: FormMultiSelectFieldProps) {
  const [field, meta, helpers] = useField<string[]>(name);
  const { t } = useTranslation('forms');
  const { t: tCommon } = useTranslation();
  const errorText = meta.touched && meta.error ? validationMessage(tCommon, String(meta.error), name) : undefined;
  const selected = (field.value ?? [])
    .map((value) => options.find((option) => option.value === value))
    .filter((option): option is LabelOption => option !== undefined);
  const full = maxSelections !== undefined && selected.length >= maxSelections;
  const searchable = options.length > SEARCH_THRESHOLD;
  const limitText = full ? t('form.maxSelections', { max: maxSelections }) : undefined;
  return (
    <Autocomplete
      multiple
      disabled={disabled}
      options={options}
      disableCloseOnSelect
      getOptionDisabled={full ? (option) => !selected.some((each) => each.value === option.value) : undefined}
      value={selected}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, value) => option.value === value.value}
      onChange={(_, value) => void helpers.setValue(value.map((option) => option.value))}
      onBlur={() => void helpers.setTouched(true)}
      renderValue={(value, getItemProps) =>
        value.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={option.label} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          required={required}
          margin="normal"
          error={Boolean(errorText)}
          helperText={errorText ?? limitText ?? helperText}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, readOnly: !searchable } }}
        />
      )}
      noOptionsText={t('form.noOptions')}
      clearText={t('form.clear')}
      openText={t('form.open')}
      closeText={tCommon('actions.close')}
    />
  );
}
