import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { AfterFirstPaint } from '@/components/layout/AfterFirstPaint';
import type { WorkExperience } from '@/contract/resume';
import { toApiDate } from '@/lib/dates';

import { ResumeDialog } from '../components/ResumeDialog';
import { workExperienceSchema } from '../schemas/workExperience.schema';
import { findCompany } from '../workExperience/companies';
import { CompanyFields } from '../workExperience/CompanyFields';
import { positionConflictFields } from '../workExperience/conflictFields';
import { FormSection } from '../workExperience/FormSection';
import { PositionSections } from '../workExperience/PositionSections';
import { useWorkExperienceLengths } from '../workExperience/useWorkExperienceLengths';
import { useWorkExperienceOptions } from '../workExperience/useWorkExperienceOptions';
import {
  emptyWorkExperienceValues,
  toComposedRequest,
  workExperienceValuesOf,
  type WorkExperienceValues,
} from '../workExperience/workExperienceForm';
import { NotFoundDialog } from './parts/NotFoundDialog';
import { useCvDialog } from './parts/useCvDialog';

const NO_POSITIONS: WorkExperience[] = [];

/** `work-experience/:id?`: a new position at a new company without id, the position with that id otherwise. */
export default function WorkExperienceDialog() {
  const { id } = useParams();
  // Another id in the address is another position: start afresh.
  return <WorkExperienceEditor key={id ?? ''} id={id} />;
}

function WorkExperienceEditor({ id }: { id: string | undefined }) {
  const { t } = useTranslation('workExperience');
  const { resume, lang } = useCvDialog();
  const lengths = useWorkExperienceLengths();
  const options = useWorkExperienceOptions();
  const positions = resume?.workExperience ?? NO_POSITIONS;
  const find = (list: WorkExperience[]) => (id ? list.find((each) => each.id === id) : undefined);
  // The position as the dialog opened, and the CV then: after a delete the dialog closes rather
  // than turning into "not found", and the delete text does not change under the user's eyes.
  const [opened] = useState(() => ({ position: find(positions), positions }));
  const saved = find(positions) ?? opened.position;
  const initialValues = useMemo(
    () => (opened.position ? workExperienceValuesOf(opened.position) : emptyWorkExperienceValues()),
    [opened],
  );
  const today = useMemo(() => toApiDate(new Date()), []);
  const schema = useMemo(() => workExperienceSchema(lang, lengths, today), [lang, lengths, today]);

  if (!resume) return null;
  if (id && !opened.position) return <NotFoundDialog />;

  const company = saved ? findCompany(positions, saved.companyId) : null;
  const positionsAtCompany = saved ? opened.positions.filter((each) => each.companyId === saved.companyId).length : 0;
  const confirmText =
    opened.positions.length === 1
      ? t('delete.lastOfCv', { company: saved?.companyName })
      : positionsAtCompany === 1
        ? t('delete.lastOfCompany', { company: saved?.companyName })
        : undefined;

  return (
    <ResumeDialog<WorkExperienceValues>
      title={saved ? t('titles.editPosition') : t('titles.newPosition')}
      draftName={`workExperience.${saved?.id ?? 'new'}`}
      initialValues={initialValues}
      validationSchema={schema}
      toSave={(values) => ({
        kind: 'workExperience',
        body: toComposedRequest(values, { lang, savedPosition: saved, savedCompany: saved }),
      })}
      onDelete={saved ? { save: { kind: 'deleteWorkExperience', id: saved.id }, confirmText } : undefined}
      versioning={{
        subject: { kind: 'position', id: opened.position?.id },
        formOf: (cv) => {
          const position = find(cv.workExperience);
          return position ? workExperienceValuesOf(position) : emptyWorkExperienceValues();
        },
        fields: positionConflictFields(t),
      }}
      maxWidth="lg"
    >
      <FormSection
        title={t('sections.company')}
        intro={
          company && company.positions.length > 1
            ? t('company.sharedByPositions', { count: company.positions.length })
            : undefined
        }
      >
        <CompanyFields lang={lang} lengths={lengths} options={options} />
      </FormSection>
      {/* The company section shows at once; the long rest of the form follows a frame later. */}
      <AfterFirstPaint waitForPaint={false}>
        <PositionSections lang={lang} lengths={lengths} options={options} today={today} />
      </AfterFirstPaint>
    </ResumeDialog>
  );
}
