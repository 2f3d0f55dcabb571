import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { BilingualTextField } from '@/components/form/BilingualTextField';
import { useFieldLimits } from '@/core/meta/useFieldLimits';

import { ResumeDialog } from '../components/ResumeDialog';
import {
  COMPETENCE_TEXTS,
  competenceProfileSchema,
  toCompetenceProfileForm,
  toCompetenceProfileSave,
  type CompetenceProfileFormValues,
} from '../schemas/richTexts.schema';
import { RICH_TEXT_HEIGHT } from './parts/richText';
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
      maxWidth="lg"
    >
      {COMPETENCE_TEXTS.map((field) => (
        <BilingualTextField
          key={field}
          name={field}
          lang={lang}
          label={t(`competenceProfile.${field}`)}
          rich
          richHeight={RICH_TEXT_HEIGHT}
          maxLength={limits[field]}
        />
      ))}
    </ResumeDialog>
  );
}
