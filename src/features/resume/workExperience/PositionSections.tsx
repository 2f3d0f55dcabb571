import Box from '@mui/material/Box';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';

import { BilingualTextField } from '@/components/form/BilingualTextField';
import { FormSelectField } from '@/components/form/FormSelectField';
import { FormTextField } from '@/components/form/FormTextField';
import { AfterFirstPaint } from '@/components/layout/AfterFirstPaint';
import type { Lang } from '@/contract/common';

import type { WorkExperienceLengths } from '../schemas/workExperience.schema';
import { CompanyGroupFields } from './CompanyGroupFields';
import { FormSection, TWO_COLUMNS } from './FormSection';
import { MonthsField } from './MonthsField';
import { OptionalSelectFields, type OptionalSelect } from './OptionalSelectFields';
import { PositionFields } from './PositionFields';
import { PositionPeriodFields } from './PositionPeriodFields';
import { SubEntryList } from './SubEntryList';
import type { WorkExperienceOptions } from './useWorkExperienceOptions';
import {
  emptyMissionAbroad,
  emptyRelatedCompanyRole,
  emptySameCompanyRole,
  type PositionValues,
  type WorkExperienceValues,
} from './workExperienceForm';
import { YesNoQuestion } from './YesNoQuestion';

/** The field names are the server's, spelling included. */
const RESPONSIBILITIES: readonly OptionalSelect[] = [
  { name: 'revenueResponsability', label: 'responsibilities.revenue', options: 'revenueResponsibilities' },
  { name: 'costBudgetResponsability', label: 'responsibilities.budget', options: 'budgetResponsibilities' },
  { name: 'personnelResponsability', label: 'responsibilities.personnel', options: 'personnelResponsibilities' },
  { name: 'noOfDirectReports', label: 'responsibilities.directReports', options: 'directReports' },
];

/** The reference's texts, each labelled by its own name; a reference needs a name. */
const REFERENCE_FIELDS: readonly {
  field: 'name' | 'position' | 'contactDetails' | 'comment';
  length: keyof WorkExperienceLengths;
  required?: boolean;
  multiline?: boolean;
}[] = [
  { field: 'name', length: 'referenceName', required: true },
  { field: 'position', length: 'referencePosition' },
  { field: 'contactDetails', length: 'referenceContactDetails' },
  { field: 'comment', length: 'referenceComment', multiline: true },
];

export interface PositionSectionsProps {
  lang: Lang;
  lengths: WorkExperienceLengths;
  options: WorkExperienceOptions;
  today: string;
}

/**
 * Everything of a position, in sections ("position, responsibilities, work abroad,
 * reference"): the position, its responsibilities, other roles at the same company, roles at
 * related companies (with the company group), missions abroad and the reference.
 */
export function PositionSections({ lang, lengths, options, today }: PositionSectionsProps) {
  const { t } = useTranslation('workExperience');
  const { values } = useFormikContext<WorkExperienceValues>();

  return (
    <>
      <FormSection title={t('sections.position')}>
        <PositionFields lang={lang} lengths={lengths} options={options} today={today} />
      </FormSection>

      <AfterFirstPaint waitForPaint={false}>
        <FormSection title={t('sections.responsibilities')}>
          <Box sx={TWO_COLUMNS}>
            <OptionalSelectFields fields={RESPONSIBILITIES} options={options} />
          </Box>
        </FormSection>

        <FormSection title={t('sections.sameCompanyRoles')}>
          <YesNoQuestion question="hasSameCompanyRoles" label={t('sameCompanyRoles.question')} />
          {values.hasSameCompanyRoles === 'yes' && (
            <SubEntryList<PositionValues['sameCompanyRoles'][number]>
              name="sameCompanyRoles"
              rows={values.sameCompanyRoles}
              rowTitle={(number) => t('sameCompanyRoles.row', { number })}
              removeLabel={(number) => t('sameCompanyRoles.remove', { number })}
              addLabel={t('sameCompanyRoles.add')}
              newRow={emptySameCompanyRole}
              renderRow={(index) => (
                <>
                  <BilingualTextField
                    name={`sameCompanyRoles[${index}].name`}
                    lang={lang}
                    label={t('position.jobTitle')}
                    required
                    maxLength={lengths.sameCompanyRoleName}
                  />
                  <PositionPeriodFields prefix={`sameCompanyRoles[${index}].`} today={today} />
                </>
              )}
            />
          )}
        </FormSection>

        <FormSection title={t('sections.relatedCompanyRoles')}>
          <YesNoQuestion question="hasRelatedCompanyRoles" label={t('relatedCompanyRoles.question')} />
          {values.hasRelatedCompanyRoles === 'yes' && (
            <>
              <CompanyGroupFields always={false} maxLength={lengths.companyGroupName} options={options} />
              <SubEntryList<PositionValues['relatedCompanyRoles'][number]>
                name="relatedCompanyRoles"
                rows={values.relatedCompanyRoles}
                rowTitle={(number) => t('relatedCompanyRoles.row', { number })}
                removeLabel={(number) => t('relatedCompanyRoles.remove', { number })}
                addLabel={t('relatedCompanyRoles.add')}
                newRow={emptyRelatedCompanyRole}
                renderRow={(index) => (
                  <>
                    <FormTextField
                      name={`relatedCompanyRoles[${index}].companyName`}
                      label={t('relatedCompanyRoles.companyName')}
                      required
                      maxLength={lengths.relatedCompanyName}
                    />
                    <BilingualTextField
                      name={`relatedCompanyRoles[${index}].name`}
                      lang={lang}
                      label={t('position.jobTitle')}
                      required
                      maxLength={lengths.relatedCompanyRoleName}
                    />
                    <PositionPeriodFields prefix={`relatedCompanyRoles[${index}].`} today={today} />
                  </>
                )}
              />
            </>
          )}
        </FormSection>

        <FormSection title={t('sections.missionsAbroad')}>
          <YesNoQuestion question="hasMissionsAbroad" label={t('missions.question')} />
          {values.hasMissionsAbroad === 'yes' && (
            <SubEntryList<PositionValues['missionsAbroad'][number]>
              name="missionsAbroad"
              rows={values.missionsAbroad}
              rowTitle={(number) => t('missions.row', { number })}
              removeLabel={(number) => t('missions.remove', { number })}
              addLabel={t('missions.add')}
              newRow={emptyMissionAbroad}
              renderRow={(index) => (
                <Box sx={TWO_COLUMNS}>
                  <FormSelectField
                    name={`missionsAbroad[${index}].country`}
                    label={t('missions.country')}
                    options={options.countries}
                    required
                  />
                  <MonthsField name={`missionsAbroad[${index}].monthsSpent`} label={t('missions.months')} />
                  <FormSelectField
                    name={`missionsAbroad[${index}].assignmentType`}
                    label={t('missions.assignmentType')}
                    options={options.assignmentTypes}
                    required
                  />
                </Box>
              )}
            />
          )}
        </FormSection>

        <FormSection title={t('sections.reference')}>
          <YesNoQuestion question="hasReference" label={t('reference.question')} />
          {values.hasReference === 'yes' && (
            <Box sx={TWO_COLUMNS}>
              {REFERENCE_FIELDS.map(({ field, length, required, multiline }) => (
                <FormTextField
                  key={field}
                  name={`reference.${field}`}
                  label={t(`reference.${field}`)}
                  required={required}
                  multiline={multiline}
                  minRows={multiline ? 2 : undefined}
                  maxLength={lengths[length]}
                />
              ))}
            </Box>
          )}
        </FormSection>
      </AfterFirstPaint>
    </>
  );
}
