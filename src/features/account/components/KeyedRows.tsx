import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { FieldArray, getIn, useFormikContext } from 'formik';
import type { ReactNode } from 'react';

import { FormSelectField } from '@/components/form/FormSelectField';
import type { LabelOption } from '@/contract/meta';

import type { AccountFormValues } from '../account.schema';
import { rowSx } from './rowLayout';

interface KeyedRowsProps {
  /** The list in the form: `phones` or `socialNetworks`. */
  name: 'phones' | 'socialNetworks';
  /** The row's kind field and value field (`phoneType`/`number`, `network`/`url`). */
  keyField: string;
  valueField: string;
  /** Every kind, in order; each may be used by one row only. */
  kinds: readonly string[];
  kindLabel: (kind: string) => string;
  heading: string;
  keyLabel: (number: number) => string;
  removeLabel: (number: number) => string;
  addLabel: string;
  allUsedText: string;
  disabled: boolean;
  renderValue: (fieldName: string, number: number) => ReactNode;
}

/**
 * Rows of kind + value where each kind is used once: phones and social networks.
 * A kind chosen in one row is not offered in another, and "add" is disabled once all are used.
 */
export function KeyedRows({
  name,
  keyField,
  valueField,
  kinds,
  kindLabel,
  heading,
  keyLabel,
  removeLabel,
  addLabel,
  allUsedText,
  disabled,
  renderValue,
}: KeyedRowsProps) {
  const { values } = useFormikContext<AccountFormValues>();
  const rows = values[name] as Record<string, string>[];
  const used = rows.map((row) => row[keyField] ?? '');
  const free = kinds.filter((kind) => !used.includes(kind));
  const allUsed = free.length === 0;
  const optionsFor = (own: string): LabelOption[] =>
    kinds
      .filter((kind) => kind === own || !used.includes(kind))
      .map((kind) => ({ value: kind, label: kindLabel(kind) }));
  const hintId = `${name}-all-used`;

  return (
    <FieldArray name={name}>
      {(helpers) => (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2, minWidth: 0 }}>
          <Typography component="legend" variant="h3" sx={{ fontSize: '1rem', fontWeight: 500 }}>
            {heading}
          </Typography>
          {rows.map((row, index) => {
            const number = index + 1;
            const own = String(getIn(row, keyField) ?? '');
            return (
              // Rows have no id of their own; the index is their identity, as in formik's paths.
              <Box key={index} sx={rowSx('minmax(0, 2fr) minmax(0, 3fr) auto')}>
                <FormSelectField
                  name={`${name}[${index}].${keyField}`}
                  label={keyLabel(number)}
                  options={optionsFor(own)}
                  required
                  disabled={disabled}
                />
                {renderValue(`${name}[${index}].${valueField}`, number)}
                <Box sx={{ display: 'flex', pt: { sm: 2.5 } }}>
                  {!disabled && (
                    <IconButton
                      aria-label={removeLabel(number)}
                      title={removeLabel(number)}
                      onClick={() => helpers.remove(index)}
                    >
                      <DeleteOutline />
                    </IconButton>
                  )}
                </Box>
              </Box>
            );
          })}
          {!disabled && (
            <>
              <Button
                startIcon={<AddIcon />}
                disabled={allUsed}
                aria-describedby={allUsed ? hintId : undefined}
                onClick={() => helpers.push({ [keyField]: free[0] ?? '', [valueField]: '' })}
                sx={{ mt: 1 }}
              >
                {addLabel}
              </Button>
              {allUsed && <FormHelperText id={hintId}>{allUsedText}</FormHelperText>}
            </>
          )}
        </Box>
      )}
    </FieldArray>
  );
}
