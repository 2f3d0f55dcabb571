import Box from '@mui/material/Box';

import { useLabelList } from '@/core/meta/useLabelList';

import { FormSelectField } from './FormSelectField';
import { FormTextField } from './FormTextField';

/** The address's text fields, with what the browser may fill them with; only the state may stay empty. */
const STREET = { name: 'street', autoComplete: 'street-address', required: true } as const;
const POSTAL_CODE = { name: 'postalCode', autoComplete: 'postal-code', required: true } as const;
const CITY = { name: 'city', autoComplete: 'address-level2', required: true } as const;
const STATE = { name: 'state', autoComplete: 'address-level1', required: false } as const;

type AddressLine = typeof STREET | typeof POSTAL_CODE | typeof CITY | typeof STATE;
export type AddressField = AddressLine['name'] | 'country';

interface AddressFieldsProps {
  /** Where the address sits in the form's values ('primaryAddress.' in the account, '' in the registration). */
  prefix?: string;
  /** The form's own label of each field. */
  text: (field: AddressField) => string;
  /** The server's length of a text field; undefined: no limit known. */
  limit: (field: AddressLine['name']) => number | undefined;
  disabled?: boolean;
}

/**
 * The manager's address, asked the same way by the account form and the registration: street,
 * postal code and city side by side (the code narrower), state or region, country.
 */
export function AddressFields({ prefix = '', text, limit, disabled }: AddressFieldsProps) {
  const countries = useLabelList('countries').filter((option) => option.value !== '');
  const line = ({ name, autoComplete, required }: AddressLine) => (
    <FormTextField
      name={`${prefix}${name}`}
      label={text(name)}
      required={required}
      autoComplete={autoComplete}
      disabled={disabled}
      maxLength={limit(name)}
    />
  );
  return (
    <>
      {line(STREET)}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 2fr)' },
          columnGap: 1.5,
        }}
      >
        {line(POSTAL_CODE)}
        {line(CITY)}
      </Box>
      {line(STATE)}
      <FormSelectField
        name={`${prefix}country`}
        label={text('country')}
        options={countries}
        required
        disabled={disabled}
      />
    </>
  );
}
