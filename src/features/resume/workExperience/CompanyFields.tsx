import Box from '@mui/material/Box';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';

import { BilingualTextField } from '@/components/form/BilingualTextField';
import { FormTextField } from '@/components/form/FormTextField';
import type { Lang } from '@/contract/common';
import { INDUSTRY_OTHER } from '@/contract/resume';

import type { WorkExperienceLengths } from '../schemas/workExperience.schema';
import { TWO_COLUMNS } from './FormSection';
import { OptionalSelectFields, type OptionalSelect } from './OptionalSelectFields';
import type { WorkExperienceOptions } from './useWorkExperienceOptions';
import type { CompanyValues } from './workExperienceForm';

/** Where the company is and what it does. */
const PLACE_AND_INDUSTRY: readonly OptionalSelect[] = [
  { name: 'country', label: 'company.country', options: 'countries' },
  { name: 'industry', label: 'company.industry', options: 'industries' },
];

/** Size and standing of the company. */
const COMPANY_PROFILE: readonly OptionalSelect[] = [
  { name: 'ownershipStructure', label: 'company.ownershipStructure', options: 'ownershipStructures' },
  { name: 'companyEmployees', label: 'company.employees', options: 'companyEmployees' },
  { name: 'companyTurnover', label: 'company.turnover', options: 'companyTurnover' },
  { name: 'companySituation', label: 'company.situation', options: 'companySituations' },
];

interface CompanyFieldsProps {
  lang: Lang;
  lengths: WorkExperienceLengths;
  options: WorkExperienceOptions;
}

/** The company facts every position of a company shares. */
export function CompanyFields({ lang, lengths, options }: CompanyFieldsProps) {
  const { t } = useTranslation('workExperience');
  const { values } = useFormikContext<CompanyValues>();

  return (
    <>
      <Box sx={TWO_COLUMNS}>
        <FormTextField
          name="companyName"
          label={t('company.name')}
          required
          maxLength={lengths.companyName}
          autoComplete="organization"
        />
        <BilingualTextField name="city" lang={lang} label={t('company.city')} maxLength={lengths.city} />
        <OptionalSelectFields fields={PLACE_AND_INDUSTRY} options={options} />
      </Box>
      {values.industry === INDUSTRY_OTHER && (
        <FormTextField
          name="industryDescription"
          label={t('company.industryDescription')}
          required
          helperText={t('company.industryDescriptionHint')}
          maxLength={lengths.industryDescription}
        />
      )}
      <Box sx={TWO_COLUMNS}>
        <OptionalSelectFields fields={COMPANY_PROFILE} options={options} />
      </Box>
    </>
  );
}
