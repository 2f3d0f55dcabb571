import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { useFieldLimits } from '@/core/meta/useFieldLimits';

import { CvRichTextField } from '../components/CvRichTextField';
import { ResumeDialog } from '../components/ResumeDialog';
import {
  COMPETENCE_TEXTS,
  competenceProfileSchema,
  toCompetenceProfileForm,
  toCompetenceProfileSave,
  type CompetenceProfileFormValues,
} from '../schemas/richTexts.schema';
import { useCvDialog } from './parts/useCvDialog';

/** `competence-profile`: three rich texts, each optional (see richTexts.schema.ts). */
export default function CompetenceProfileDialog() {
  const { t } = useTranslation('resumeEdit');
  const { resume, lang } = useCvDialog();
  const limits = useFieldLimits('resume', COMPETENCE_TEXTS);
  const saved = resume?.competenceProfile;
  const initialValues = useMemo(() => toCompetenceProfileForm(saved), [saved]);
  const schema = useMemo(() => competenceProfileSchema(lang, limits), [lang, limits]);
  if (!resume) return null;
  return (
    <ResumeDialog<CompetenceProfileFormValues>
      title={t('competenceProfile.title')}
      draftName="competenceProfile"
      initialValues={initialValues}
      validationSchema={schema}
      toSave={(values) => toCompetenceProfileSave(values, saved, lang)}
      versioning={{
        subject: { kind: 'section', section: 'competenceProfile' },
        formOf: (cv) => toCompetenceProfileForm(cv.competenceProfile),
        fields: Object.fromEntries(
          COMPETENCE_TEXTS.map((field) => [field, { label: t(`competenceProfile.${field}`), rich: true }]),
        ),
      }}
      maxWidth="lg"
    >
      {COMPETENCE_TEXTS.map((field) => (
        <CvRichTextField
          key={field}
          name={field}
          lang={lang}
          label={t(`competenceProfile.${field}`)}
          maxLength={limits[field]}
        />
      ))}
    </ResumeDialog>
  );
}
