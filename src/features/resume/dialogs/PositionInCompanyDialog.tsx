import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { toApiDate } from '@/lib/dates';

import { ResumeDialog } from '../components/ResumeDialog';
import { positionInCompanySchema } from '../schemas/workExperience.schema';
import { CompanySummary } from '../workExperience/CompanySummary';
import { FormSection } from '../workExperience/FormSection';
import { PositionSections } from '../workExperience/PositionSections';
import { useCompanyDialog } from '../workExperience/useCompanyDialog';
import {
  companyValuesOf,
  emptyCompanyValues,
  emptyPositionValues,
  toComposedRequest,
  type WorkExperienceValues,
} from '../workExperience/workExperienceForm';
import { NotFoundDialog } from './parts/NotFoundDialog';

/**
 * `position-in-company/:id`: a new position at an existing company. The id names the
 * company (or one of its positions); the company's facts are shown, not asked again.
 */
export default function PositionInCompanyDialog() {
  const { id } = useParams();
  return <PositionInCompanyEditor key={id ?? ''} id={id} />;
}

function PositionInCompanyEditor({ id }: { id: string | undefined }) {
  const { t } = useTranslation('workExperience');
  const { resume, lang, lengths, options, opened, company } = useCompanyDialog(id);
  const initialValues = useMemo<WorkExperienceValues>(
    () => ({ ...(opened ? companyValuesOf(opened.latest) : emptyCompanyValues()), ...emptyPositionValues() }),
    [opened],
  );
  const today = useMemo(() => toApiDate(new Date()), []);
  const schema = useMemo(() => positionInCompanySchema(lang, lengths, today), [lang, lengths, today]);

  if (!resume) return null;
  if (!company) return <NotFoundDialog />;
  const latest = company.latest;

  return (
    <ResumeDialog<WorkExperienceValues>
      title={t('titles.positionInCompany', { company: latest.companyName })}
      draftName={`positionInCompany.${company.companyId}`}
      initialValues={initialValues}
      validationSchema={schema}
      toSave={(values) => ({
        kind: 'workExperience',
        body: toComposedRequest(
          // The facts are the company's as saved; only the group can be set here (with related-company roles).
          {
            ...values,
            ...companyValuesOf(latest),
            companyGroupName: values.companyGroupName,
            companyGroupCountry: values.companyGroupCountry,
          },
          { lang, savedCompany: latest },
        ),
      })}
      // A new position: it is sent without a version, the server gives it its id.
      versioning={{ subject: { kind: 'position', id: undefined }, formOf: () => initialValues, fields: {} }}
      maxWidth="lg"
    >
      <FormSection title={t('sections.company')} intro={t('company.summaryIntro')}>
        <CompanySummary company={latest} lang={lang} />
      </FormSection>
      <PositionSections lang={lang} lengths={lengths} options={options} today={today} />
    </ResumeDialog>
  );
}
