import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

import { FormSelectField } from '@/components/form/FormSelectField';

import type { WorkExperienceOptions } from './useWorkExperienceOptions';

/** A select the manager may leave at "not specified": its field, its label and the list it offers. */
export interface OptionalSelect {
  name: string;
  label: ParseKeys<'workExperience'>;
  options: keyof WorkExperienceOptions;
}

/** The selects of a table, in its order, each with the empty choice "not specified"; the caller places them. */
export function OptionalSelectFields({
  fields,
  options,
}: {
  fields: readonly OptionalSelect[];
  options: WorkExperienceOptions;
}) {
  const { t } = useTranslation('workExperience');
  const notSpecified = t('form.notSpecified');
  return fields.map(({ name, label, options: list }) => (
    <FormSelectField key={name} name={name} label={t(label)} options={options[list]} emptyLabel={notSpecified} />
  ));
}
