import Box from '@mui/material/Box';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';

import { BilingualTextField } from '@/components/form/BilingualTextField';
import { FormSelectField } from '@/components/form/FormSelectField';
import { FormTextField } from '@/components/form/FormTextField';
import type { Lang } from '@/contract/common';
import { INDUSTRY_OTHER } from '@/contract/resume';

import type { WorkExperienceLengths } from '../schemas/workExperience.schema';
import { TWO_COLUMNS } from './FormSection';
import type { WorkExperienceOptions } from './useWorkExperienceOptions';
import type { CompanyValues } from './workExperienceForm';

interface CompanyFieldsProps {
  lang: Lang;
  lengths: WorkExperienceLengths;
  options: WorkExperienceOptions;
}

/** The company facts every position of a company shares. */
export function CompanyFields({ lang, lengths, options }: CompanyFieldsProps) {
  const { t } = useTranslation('workExperience');
  const { values } = useFormikContext<CompanyValues>();
  const notSpecified = t('form.notSpecified');
  const lengthOf = (max: number | undefined) => (max !== undefined ? { maxLength: max } : undefined);

  return (
    <>
      <Box sx={TWO_COLUMNS}>
        <FormTextField
          name="companyName"
          label={t('company.name')}
          required
          inputProps={lengthOf(lengths.companyName)}
          autoComplete="organization"
        />
        <BilingualTextField name="city" lang={lang} label={t('company.city')} maxLength={lengths.city} />
        <FormSelectField
          name="country"
          label={t('company.country')}
          options={options.countries}
          emptyLabel={notSpecified}
        />
        <FormSelectField
          name="industry"
          label={t('company.industry')}
          options={options.industries}
          emptyLabel={notSpecified}
        />
      </Box>
      {values.industry === INDUSTRY_OTHER && (
        <FormTextField
          name="industryDescription"
          label={t('company.industryDescription')}
          required
          helperText={t('company.industryDescriptionHint')}
          inputProps={lengthOf(lengths.industryDescription)}
        />
      )}
      <Box sx={TWO_COLUMNS}>
        <FormSelectField
          name="ownershipStructure"
          label={t('company.ownershipStructure')}
          options={options.ownershipStructures}
          emptyLabel={notSpecified}
        />
        <FormSelectField
          name="companyEmployees"
          label={t('company.employees')}
          options={options.companyEmployees}
          emptyLabel={notSpecified}
        />
        <FormSelectField
          name="companyTurnover"
          label={t('company.turnover')}
          options={options.companyTurnover}
          emptyLabel={notSpecified}
        />
        <FormSelectField
          name="companySituation"
          label={t('company.situation')}
          options={options.companySituations}
          emptyLabel={notSpecified}
        />
      </Box>
    </>
  );
}
