import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';

import type { Lang } from '@/contract/common';
import { formatNumber } from '@/contract/formats';

import { ANSWER_VALUES, QUESTION_KEYS, SCREENING_THRESHOLDS, type QuestionKey } from '../registration.questions';

/**
 * The thresholds the questions quote, formatted for the language (docs/decisions/019-locale-formats.md); each
 * text uses its own.
 */
function thresholdVars(lang: Lang) {
  const n = (value: number) => formatNumber(value, lang);
  const T = SCREENING_THRESHOLDS;
  return {
    consultingEmployees: n(T.consultingFirmEmployees),
    managingDirectorTurnover: n(T.managingDirectorTurnoverMillionEur),
    cLevelTurnover: n(T.cLevelTurnoverMillionEur),
    ledEmployees: n(T.ledEmployees),
    months: n(T.transformationMonths),
    projectBudget: n(T.projectBudgetMillionEur),
    staff: n(T.projectStaff),
  };
}

function Question({
  name,
  number,
  lang,
  disabled,
}: {
  name: QuestionKey;
  number: number;
  lang: Lang;
  disabled?: boolean;
}) {
  const { t } = useTranslation('registration');
  const [field] = useField<string>(name);
  const labelId = `${name}-label`;
  return (
    <FormControl component="fieldset" disabled={disabled}>
      <FormLabel
        id={labelId}
        component="legend"
        sx={{ color: 'text.primary', '&.Mui-focused': { color: 'text.primary' } }}
      >
        {`${number}. ${t(`questions.${name}`, thresholdVars(lang))}`}
      </FormLabel>
      <RadioGroup row aria-labelledby={labelId} name={name} value={field.value} onChange={field.onChange}>
        <FormControlLabel value={ANSWER_VALUES.yes} control={<Radio />} label={t('questions.yes')} />
        <FormControlLabel value={ANSWER_VALUES.no} control={<Radio />} label={t('questions.no')} />
      </RadioGroup>
    </FormControl>
  );
}

/** Step 4: the eight yes/no applicant questions (100 yes, 200 no). */
export function QuestionsStep({ lang, answered, disabled }: { lang: Lang; answered: number; disabled?: boolean }) {
  const { t } = useTranslation('registration');
  return (
    <>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {t('questions.intro')}
      </Typography>
      <Stack spacing={2.5}>
        {QUESTION_KEYS.map((key, index) => (
          <Question key={key} name={key} number={index + 1} lang={lang} disabled={disabled} />
        ))}
      </Stack>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }} role="status">
        {t('questions.answered', { done: answered, total: QUESTION_KEYS.length })}
      </Typography>
    </>
  );
}
