import Box from '@mui/material/Box';
import { useField, useFormikContext } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { BilingualTextField } from '@/components/form/BilingualTextField';
import { FormMultiSelectField } from '@/components/form/FormMultiSelectField';
import { FormSelectField } from '@/components/form/FormSelectField';
import { FormTextField } from '@/components/form/FormTextField';
import { SelectInput } from '@/components/form/SelectInput';
import { AfterFirstPaint } from '@/components/layout/AfterFirstPaint';
import type { Lang } from '@/contract/common';
import { MAX_CORE_COMPETENCIES } from '@/contract/resume';
import { validationMessage } from '@/lib/validation';

import { CvRichTextField } from '../components/CvRichTextField';
import type { WorkExperienceLengths } from '../schemas/workExperience.schema';
import { TWO_COLUMNS } from './FormSection';
import { PositionPeriodFields } from './PositionPeriodFields';
import type { WorkExperienceOptions } from './useWorkExperienceOptions';
import { functionChanged, type PositionValues } from './workExperienceForm';

interface PositionFieldsProps {
  lang: Lang;
  lengths: WorkExperienceLengths;
  options: WorkExperienceOptions;
  today: string;
}

/** The position itself: title, contract, function and role, core competencies, dates, place, reporting line, description. */
export function PositionFields({ lang, lengths, options, today }: PositionFieldsProps) {
  const { t } = useTranslation('workExperience');
  return (
    <>
      <BilingualTextField name="name" lang={lang} label={t('position.jobTitle')} required maxLength={lengths.name} />
      <Box sx={TWO_COLUMNS}>
        <FormSelectField
          name="contractType"
          label={t('position.contractType')}
          options={options.contractTypes}
          required
        />
        <FormSelectField
          name="commitment"
          label={t('position.commitment')}
          options={options.commitments}
          emptyLabel={t('form.notSpecified')}
        />
        <FunctionSelect options={options} />
        <FormSelectField name="role" label={t('position.role')} options={options.roles} required />
      </Box>
      <CoreCompetenciesField options={options} />
      <PositionPeriodFields prefix="" today={today} />
      <Box sx={TWO_COLUMNS}>
        <FormTextField
          name="placeOfOccupation"
          label={t('position.placeOfOccupation')}
          maxLength={lengths.placeOfOccupation}
        />
        <FormSelectField
          name="countryOfOccupation"
          label={t('position.countryOfOccupation')}
          options={options.countries}
          emptyLabel={t('form.notSpecified')}
        />
      </Box>
      <FormTextField
        name="reportingTo"
        label={t('position.reportingTo')}
        helperText={t('position.reportingToHint')}
        maxLength={lengths.reportingTo}
      />
      <AfterFirstPaint waitForPaint={false}>
        <CvRichTextField
          name="description"
          lang={lang}
          label={t('position.description')}
          maxLength={lengths.description}
        />
      </AfterFirstPaint>
    </>
  );
}

/** The function: switching it clears the core competencies, which belong to a function. */
function FunctionSelect({ options }: { options: WorkExperienceOptions }) {
  const { t } = useTranslation('workExperience');
  const { t: tCommon } = useTranslation();
  const { values, setValues } = useFormikContext<PositionValues>();
  const [, meta, helpers] = useField<string>('function');
  const errorText = meta.touched && meta.error ? validationMessage(tCommon, meta.error, 'function') : undefined;
  return (
    <SelectInput
      name="function"
      label={t('position.function')}
      required
      value={values.function}
      options={options.functions}
      onChange={(value) => void setValues(functionChanged(values, value), meta.touched)}
      onBlur={() => void helpers.setTouched(true)}
      errorText={errorText}
    />
  );
}

/** At most MAX_CORE_COMPETENCIES of the competencies of the chosen function. */
function CoreCompetenciesField({ options }: { options: WorkExperienceOptions }) {
  const { t } = useTranslation('workExperience');
  const { values } = useFormikContext<PositionValues>();
  const fn = values.function;
  const choices = useMemo(
    () => options.coreCompetencies.filter((option) => option.parent === fn),
    [options.coreCompetencies, fn],
  );
  return (
    <FormMultiSelectField
      name="coreCompetencies"
      label={t('position.coreCompetencies')}
      options={choices}
      maxSelections={MAX_CORE_COMPETENCIES}
      disabled={!fn}
      helperText={
        fn
          ? t('position.coreCompetenciesHint', { max: MAX_CORE_COMPETENCIES })
          : t('position.coreCompetenciesNoFunction')
      }
    />
  );
}
