import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';

import { FormGrid } from '@/components/form/FormGrid';
import { FormSelectField } from '@/components/form/FormSelectField';
import { FormTextField } from '@/components/form/FormTextField';

import type { WorkExperienceOptions } from './useWorkExperienceOptions';
import { groupNeeded, type CompanyValues, type PositionValues } from './workExperienceForm';

interface CompanyGroupFieldsProps {
  /** Required whatever is typed (the company dialog, when a position lists related-company roles). */
  always: boolean;
  maxLength: number | undefined;
  options: WorkExperienceOptions;
}

/** The company group's name and country: marked required exactly when the schema asks for them (groupNeeded). */
export function CompanyGroupFields({ always, maxLength, options }: CompanyGroupFieldsProps) {
  const { t } = useTranslation('workExperience');
  const { values } = useFormikContext<Partial<CompanyValues & PositionValues>>();
  const required = groupNeeded(values, always);
  return (
    <FormGrid>
      <FormTextField name="companyGroupName" label={t('group.name')} required={required} maxLength={maxLength} />
      <FormSelectField
        name="companyGroupCountry"
        label={t('group.country')}
        required={required}
        options={options.countries}
        emptyLabel={t('form.notSpecified')}
      />
    </FormGrid>
  );
}
