import { useLabelList } from '@/core/meta/useLabelList';
import { toApiDate } from '@/lib/dates';

import { DateField } from './DateField';
import { FormMultiSelectField } from './FormMultiSelectField';
import { FormSelectField } from './FormSelectField';
import { FormTextField } from './FormTextField';

/** The texts a form gives the person's fields: a label for each, the empty title's name and the nationality's hint. */
export type PersonFieldText =
  'salutation' | 'title' | 'noTitle' | 'firstName' | 'lastName' | 'birthDate' | 'nationality' | 'nationalityHint';

/** The names, with what the browser may fill them with. */
const NAME_FIELDS = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
] as const;

type NameField = (typeof NAME_FIELDS)[number]['name'];

interface PersonFieldsProps {
  /** The form's own wording of each text (the account and the registration keep theirs). */
  text: (key: PersonFieldText) => string;
  /** The server's length of a name; undefined: no limit known. */
  limit: (field: NameField) => number | undefined;
  disabled?: boolean;
}

/**
 * Who the manager is, asked the same way by the account form and the registration: salutation,
 * title, first and last name, birth date (not after today) and nationalities. The form places
 * them in its own grid.
 */
export function PersonFields({ text, limit, disabled }: PersonFieldsProps) {
  const salutations = useLabelList('salutations');
  // The titles' list has an empty entry; the select offers it as "no title" instead.
  const titles = useLabelList('titles').filter((option) => option.value !== '');
  const nationalities = useLabelList('nationalities');
  return (
    <>
      <FormSelectField
        name="salutation"
        label={text('salutation')}
        options={salutations}
        required
        disabled={disabled}
      />
      <FormSelectField
        name="title"
        label={text('title')}
        options={titles}
        emptyLabel={text('noTitle')}
        disabled={disabled}
      />
      {NAME_FIELDS.map(({ name, autoComplete }) => (
        <FormTextField
          key={name}
          name={name}
          label={text(name)}
          required
          autoComplete={autoComplete}
          disabled={disabled}
          maxLength={limit(name)}
        />
      ))}
      <DateField name="birthDate" label={text('birthDate')} max={toApiDate(new Date())} disabled={disabled} />
      <FormMultiSelectField
        name="nationality"
        label={text('nationality')}
        options={nationalities}
        helperText={text('nationalityHint')}
        disabled={disabled}
      />
    </>
  );
}
