import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { useFieldLimits } from '@/core/meta/useFieldLimits';

import { CvRichTextField } from '../components/CvRichTextField';
import { ResumeDialog } from '../components/ResumeDialog';
import {
  SINGLE_TEXTS,
  singleTextSchema,
  toSingleTextForm,
  toSingleTextSave,
  type SingleText,
  type SingleTextFormValues,
} from '../schemas/richTexts.schema';
import { useCvDialog } from './parts/useCvDialog';

/**
 * `executive-summary` and `other-activities`: one rich text each, the executive summary required in one of
 * the languages (see richTexts.schema.ts).
 */
export default function SingleTextDialog({ field }: { field: SingleText }) {
  const { t } = useTranslation('resumeEdit');
  const { resume, lang } = useCvDialog();
  const fields = useMemo(() => [field], [field]);
  const max = useFieldLimits('resume', fields)[field];
  const saved = resume?.[field];
  const initialValues = useMemo(() => toSingleTextForm(field, saved), [field, saved]);
  const schema = useMemo(() => singleTextSchema(field, lang, max), [field, lang, max]);
  if (!resume) return null;
  return (
    <ResumeDialog<SingleTextFormValues>
      title={t(`${field}.title`)}
      draftName={field}
      initialValues={initialValues}
      validationSchema={schema}
      toSave={(values) => toSingleTextSave(field, values, saved, lang)}
      versioning={{
        subject: { kind: 'section', section: field },
        formOf: (cv) => toSingleTextForm(field, cv[field]),
        fields: { [field]: { label: t(`${field}.text`), rich: true } },
      }}
      maxWidth="lg"
    >
      <CvRichTextField
        name={field}
        lang={lang}
        label={t(`${field}.text`)}
        required={SINGLE_TEXTS[field].required}
        maxLength={max}
      />
    </ResumeDialog>
  );
}
