import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { BilingualTextField } from '@/components/form/BilingualTextField';
import { useFieldLimits } from '@/core/meta/useFieldLimits';

import { ResumeDialog } from '../components/ResumeDialog';
import {
  otherActivitiesSchema,
  toOtherActivitiesForm,
  toOtherActivitiesSave,
  type OtherActivitiesFormValues,
} from '../schemas/richTexts.schema';
import { RICH_TEXT_HEIGHT } from './parts/richText';
import { useCvDialog } from './parts/useCvDialog';

const FIELDS = ['otherActivities'] as const;

/** `other-activities`: one optional rich text (see richTexts.schema.ts). */
export default function OtherActivitiesDialog() {
  const { t } = useTranslation('resumeEdit');
  const { resume, lang } = useCvDialog();
  const limits = useFieldLimits('resume', FIELDS);
  const saved = resume?.otherActivities;
  const initialValues = useMemo(() => toOtherActivitiesForm(saved), [saved]);
  const schema = useMemo(() => otherActivitiesSchema(lang, limits.otherActivities), [lang, limits]);
  if (!resume) return null;
  return (
    <ResumeDialog<OtherActivitiesFormValues>
      title={t('otherActivities.title')}
      draftName="otherActivities"
      initialValues={initialValues}
      validationSchema={schema}
      toSave={(values) => toOtherActivitiesSave(values, saved, lang)}
      maxWidth="lg"
    >
      <BilingualTextField
        name="otherActivities"
        lang={lang}
        label={t('otherActivities.text')}
        rich
        richHeight={RICH_TEXT_HEIGHT}
        maxLength={limits.otherActivities}
      />
    </ResumeDialog>
  );
}
