import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { FormMultiSelectField } from '@/components/form/FormMultiSelectField';
import { FormTextField } from '@/components/form/FormTextField';
import { MAX_IT_SKILLS } from '@/contract/resume';
import { useFieldLimits } from '@/core/meta/useFieldLimits';
import { useLabelList } from '@/core/meta/useLabelList';

import { ResumeDialog } from '../components/ResumeDialog';
import { itSkillsSchema, toItSkillsForm, toItSkillsSave, type ItSkillsFormValues } from '../schemas/itSkills.schema';
import { useCvDialog } from './parts/useCvDialog';

const FIELDS = ['itSkillRemarks'] as const;

/** `it-skills`: at most 50 skills; search only in lists longer than 10 (the field does both). */
export default function ItSkillsDialog() {
  const { t } = useTranslation('resumeEdit');
  const { resume } = useCvDialog();
  const limits = useFieldLimits('resume', FIELDS);
  const options = useLabelList('itSkills');
  const saved = resume?.itSkills;
  const initialValues = useMemo(() => toItSkillsForm(saved), [saved]);
  const schema = useMemo(() => itSkillsSchema(limits.itSkillRemarks), [limits]);
  if (!resume) return null;
  return (
    <ResumeDialog<ItSkillsFormValues>
      title={t('itSkills.title')}
      draftName="itSkills"
      initialValues={initialValues}
      validationSchema={schema}
      toSave={toItSkillsSave}
      versioning={{
        subject: { kind: 'section', section: 'itSkills' },
        formOf: (cv) => toItSkillsForm(cv.itSkills),
        fields: {
          itSkills: { label: t('itSkills.skills'), list: 'itSkills' },
          itSkillRemarks: { label: t('itSkills.remarks') },
        },
      }}
    >
      <FormMultiSelectField
        name="itSkills"
        label={t('itSkills.skills')}
        options={options}
        maxSelections={MAX_IT_SKILLS}
        helperText={t('itSkills.skillsHint', { max: MAX_IT_SKILLS })}
      />
      <FormTextField
        name="itSkillRemarks"
        label={t('itSkills.remarks')}
        multiline
        minRows={3}
        maxLength={limits.itSkillRemarks}
      />
    </ResumeDialog>
  );
}
