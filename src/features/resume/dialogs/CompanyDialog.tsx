import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import type { Resume } from '@/contract/resume';

import { ResumeDialog } from '../components/ResumeDialog';
import { companySchema } from '../schemas/workExperience.schema';
import { CompanyFields } from '../workExperience/CompanyFields';
import { CompanyGroupFields } from '../workExperience/CompanyGroupFields';
import { companyConflictFields } from '../workExperience/conflictFields';
import { FormSection } from '../workExperience/FormSection';
import { useCompanyDialog } from '../workExperience/useCompanyDialog';
import {
  companyFactsRequest,
  companyValuesOf,
  emptyCompanyValues,
  type CompanyValues,
} from '../workExperience/workExperienceForm';
import { NotFoundDialog } from './parts/NotFoundDialog';

/**
 * `company/:id` ("company information only"): the facts and group of a company. They
 * are sent with the company's latest position, as saved; the server applies them to every
 * position of the company (contract, WorkExperienceComposedRequest).
 */
export default function CompanyDialog() {
  const { id } = useParams();
  return <CompanyEditor key={id ?? ''} id={id} />;
}

function CompanyEditor({ id }: { id: string | undefined }) {
  const { t } = useTranslation('workExperience');
  const { resume, lang, lengths, options, opened, company } = useCompanyDialog(id);
  // With roles at related companies the group needs a name and a country. A company
  // already in a group keeps it here (the server refuses a group id without name and country);
  // it leaves the group in the company-group dialog.
  const hasRelatedRoles = company?.positions.some((position) => position.relatedCompanyRoles.length > 0) ?? false;
  const inGroup = (company?.latest.companyGroupId ?? '') !== '';
  const groupRequired = hasRelatedRoles || inGroup;
  const initialValues = useMemo(() => (opened ? companyValuesOf(opened.latest) : emptyCompanyValues()), [opened]);
  const schema = useMemo(() => companySchema(lang, lengths, groupRequired), [lang, lengths, groupRequired]);

  if (!resume) return null;
  if (!company) return <NotFoundDialog />;
  const count = company.positions.length;
  // The facts go with the position that was the latest when the dialog opened, based on its version.
  const sentWith = (cv: Resume) => cv.workExperience.find((position) => position.id === opened?.latest.id);

  return (
    <ResumeDialog<CompanyValues>
      title={t('titles.editCompany')}
      draftName={`company.${company.companyId}`}
      initialValues={initialValues}
      validationSchema={schema}
      toSave={(values) => ({
        kind: 'workExperience',
        body: companyFactsRequest(values, sentWith(resume) ?? company.latest, lang),
      })}
      versioning={{
        subject: { kind: 'position', id: opened?.latest.id },
        formOf: (cv) => {
          const position = sentWith(cv);
          return position ? companyValuesOf(position) : emptyCompanyValues();
        },
        fields: companyConflictFields(t),
      }}
    >
      <FormSection
        title={t('sections.company')}
        intro={count > 1 ? t('company.sharedByPositions', { count }) : undefined}
      >
        <CompanyFields lang={lang} lengths={lengths} options={options} />
      </FormSection>
      <FormSection
        title={t('sections.group')}
        intro={hasRelatedRoles ? t('group.requiredIntro') : inGroup ? t('group.memberIntro') : t('group.optionalIntro')}
      >
        <CompanyGroupFields always={groupRequired} maxLength={lengths.companyGroupName} options={options} />
      </FormSection>
    </ResumeDialog>
  );
}
