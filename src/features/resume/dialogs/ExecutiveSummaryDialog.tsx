import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { BilingualTextField } from '@/components/form/BilingualTextField';
import { useFieldLimits } from '@/core/meta/useFieldLimits';

import { ResumeDialog } from '../components/ResumeDialog';
import {
  executiveSummarySchema,
  toExecutiveSummaryForm,
  toExecutiveSummarySave,
  type ExecutiveSummaryFormValues,
} from '../schemas/richTexts.schema';
import { RICH_TEXT_HEIGHT } from './parts/richText';
import { useCvDialog } from './parts/useCvDialog';

const FIELDS = ['executiveSummary'] as const;

/** `executive-summary`: one rich text, required in one of the languages (see richTexts.schema.ts). */
export default function ExecutiveSummaryDialog() {
  const { t } = useTranslation('resumeEdit');
  const { resume, lang } = useCvDialog();
  const limits = useFieldLimits('resume', FIELDS);
  const saved = resume?.executiveSummary;
  const initialValues = useMemo(() => toExecutiveSummaryForm(saved), [saved]);
  const schema = useMemo(() => executiveSummarySchema(lang, limits.executiveSummary), [lang, limits]);
  if (!resume) return null;
  return (
    <ResumeDialog<ExecutiveSummaryFormValues>
      title={t('executiveSummary.title')}
      draftName="executiveSummary"
      initialValues={initialValues}
      validationSchema={schema}
      toSave={(values) => toExecutiveSummarySave(values, saved, lang)}
      maxWidth="lg"
    >
      <BilingualTextField
        name="executiveSummary"
        lang={lang}
        label={t('executiveSummary.text')}
        required
        rich
        richHeight={RICH_TEXT_HEIGHT}
        maxLength={limits.executiveSummary}
      />
    </ResumeDialog>
  );
}
