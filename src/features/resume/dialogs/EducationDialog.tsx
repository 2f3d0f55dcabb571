import { useFormikContext } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { BilingualTextField } from '@/components/form/BilingualTextField';
import { CheckboxField } from '@/components/form/CheckboxField';
import { DateRangeFields } from '@/components/form/DateRangeFields';
import { FormGrid } from '@/components/form/FormGrid';
import { FormSelectField } from '@/components/form/FormSelectField';
import { SelectInput } from '@/components/form/SelectInput';
import type { Lang } from '@/contract/common';
import type { Education } from '@/contract/resume';
import { useFieldLimits } from '@/core/meta/useFieldLimits';
import { useLabelList } from '@/core/meta/useLabelList';
import { toApiDate } from '@/lib/dates';

import { ResumeDialog } from '../components/ResumeDialog';
import {
  courseAllowed,
  educationSchema,
  toEducationForm,
  toEducationSave,
  withEducationType,
  type EducationFormValues,
  type EducationLimits,
} from '../schemas/education.schema';
import { NotFoundDialog } from './parts/NotFoundDialog';
import { useCvDialog } from './parts/useCvDialog';

const TEXT_FIELDS = ['fieldOfStudy', 'details', 'institution'] as const;
/** What was studied and where: the two texts on top, alike but for their names. */
const STUDY_AND_INSTITUTION = ['fieldOfStudy', 'institution'] as const;

/** `education/:id?`: a new education without id, the one with that id otherwise. */
export default function EducationDialog() {
  const { id } = useParams();
  // A new id in the address is a different entry: start afresh.
  return <EducationEditor key={id ?? ''} id={id} />;
}

function EducationEditor({ id }: { id: string | undefined }) {
  const { t } = useTranslation('resumeEdit');
  const { resume, lang } = useCvDialog();
  const limits = useFieldLimits('education', TEXT_FIELDS);
  const find = (list: Education[] | undefined) => (id ? list?.find((each) => each.id === id) : undefined);
  // The entry as the dialog opened; after it is deleted the dialog closes rather than turning into "not found".
  const [opened] = useState(() => find(resume?.education));
  const saved = find(resume?.education) ?? opened;
  const initialValues = useMemo(() => toEducationForm(opened), [opened]);
  const schema = useMemo(() => educationSchema(lang, limits, toApiDate(new Date())), [lang, limits]);

  if (!resume) return null;
  if (id && !opened) return <NotFoundDialog />;
  return (
    <ResumeDialog<EducationFormValues>
      title={saved ? t('education.titleEdit') : t('education.titleNew')}
      draftName={`education.${saved?.id ?? 'new'}`}
      initialValues={initialValues}
      validationSchema={schema}
      toSave={(values) => toEducationSave(values, saved, lang)}
      onDelete={saved ? { save: { kind: 'deleteEducation', id: saved.id } } : undefined}
      versioning={{
        subject: { kind: 'education', id: opened?.id },
        formOf: (cv) => toEducationForm(find(cv.education)),
        fields: {
          fieldOfStudy: { label: t('education.fieldOfStudy') },
          institution: { label: t('education.institution') },
          dateFrom: { label: t('education.dateFrom'), date: true },
          dateTo: { label: t('education.dateTo'), date: true },
          degree: { label: t('education.degree'), list: 'educationLevels' },
          country: { label: t('education.country'), list: 'countries' },
          certificate: { label: t('education.certificate'), list: 'certificateTypes' },
          schoolType: { label: t('education.schoolType'), list: 'schoolTypes' },
          educationType: { label: t('education.educationType'), list: 'educationTypes' },
          course: { label: t('education.course'), list: 'courseTypes' },
          isHighestDegree: { label: t('education.isHighestDegree') },
          details: { label: t('education.details') },
        },
      }}
    >
      <EducationFields lang={lang} limits={limits} />
    </ResumeDialog>
  );
}

function EducationFields({ lang, limits }: { lang: Lang; limits: EducationLimits }) {
  const { t } = useTranslation('resumeEdit');
  const { values, setValues } = useFormikContext<EducationFormValues>();
  const today = toApiDate(new Date());
  const degrees = useLabelList('educationLevels');
  const allCountries = useLabelList('countries');
  const countries = useMemo(() => allCountries.filter((option) => option.value !== ''), [allCountries]);
  // Certificate types keep their '' entry: it is the choice "no certificate".
  const certificates = useLabelList('certificateTypes');
  const schoolTypes = useLabelList('schoolTypes');
  const educationTypes = useLabelList('educationTypes');
  const courses = useLabelList('courseTypes');
  const withCourse = courseAllowed(values.educationType);

  return (
    <>
      {STUDY_AND_INSTITUTION.map((name) => (
        <BilingualTextField
          key={name}
          name={name}
          lang={lang}
          label={t(`education.${name}`)}
          required
          maxLength={limits[name]}
        />
      ))}
      <DateRangeFields
        from={{ name: 'dateFrom', label: t('education.dateFrom'), max: today }}
        to={{ name: 'dateTo', label: t('education.dateTo') }}
      />
      <FormGrid>
        <FormSelectField name="degree" label={t('education.degree')} options={degrees} required />
        <FormSelectField name="country" label={t('education.country')} options={countries} required />
        <FormSelectField name="certificate" label={t('education.certificate')} options={certificates} />
        <FormSelectField
          name="schoolType"
          label={t('education.schoolType')}
          options={schoolTypes}
          emptyLabel={t('education.none')}
        />
        {/* Changing the type of training clears the course. */}
        <SelectInput
          name="educationType"
          label={t('education.educationType')}
          options={educationTypes}
          emptyLabel={t('education.none')}
          value={values.educationType}
          onChange={(type) => void setValues(withEducationType(values, type))}
        />
        <FormSelectField
          name="course"
          label={t('education.course')}
          options={courses}
          emptyLabel={t('education.none')}
          disabled={!withCourse}
          helperText={withCourse ? undefined : t('education.courseHint')}
        />
      </FormGrid>
      <CheckboxField name="isHighestDegree" label={t('education.isHighestDegree')} />
      <BilingualTextField
        name="details"
        lang={lang}
        label={t('education.details')}
        required
        multiline
        maxLength={limits.details}
      />
    </>
  );
}
