import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useFormikContext } from 'formik';
import { memo, useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';

import { questionAnswered, type PositionValues, type SubListQuestion, type YesNo } from './workExperienceForm';

/** A yes/no question that governs a list: No clears the list. */
export function YesNoQuestion({ question, label }: { question: SubListQuestion; label: string }) {
  const { values, setValues } = useFormikContext<PositionValues>();
  // Formik's setValues keeps its identity and takes the values of the moment, so the answer does too.
  const onAnswer = useCallback(
    (answer: YesNo) => void setValues((current) => questionAnswered(current, question, answer), false),
    [setValues, question],
  );
  return <YesNoRadios question={question} label={label} value={values[question]} onAnswer={onAnswer} />;
}

/** The question's radios, rendered again only when its answer changes (formik renders every field on every change). */
const YesNoRadios = memo(function YesNoRadios({
  question,
  label,
  value,
  onAnswer,
}: {
  question: SubListQuestion;
  label: string;
  value: YesNo;
  onAnswer: (answer: YesNo) => void;
}) {
  const { t } = useTranslation('workExperience');
  const labelId = useId();
  return (
    <FormControl component="fieldset" margin="normal" sx={{ display: 'block' }}>
      <FormLabel component="legend" id={labelId} sx={{ color: 'text.primary' }}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        name={question}
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onAnswer(event.target.value as YesNo)}
      >
        <FormControlLabel value="yes" control={<Radio />} label={t('answer.yes')} />
        <FormControlLabel value="no" control={<Radio />} label={t('answer.no')} />
      </RadioGroup>
    </FormControl>
  );
});
