import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useFormikContext } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { questionAnswered, type PositionValues, type SubListQuestion, type YesNo } from './workExperienceForm';

/** A yes/no question that governs a list: No clears the list. */
export function YesNoQuestion({ question, label }: { question: SubListQuestion; label: string }) {
  const { t } = useTranslation('workExperience');
  const { values, setValues } = useFormikContext<PositionValues>();
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
        value={values[question]}
        onChange={(event) => void setValues(questionAnswered(values, question, event.target.value as YesNo), false)}
      >
        <FormControlLabel value="yes" control={<Radio />} label={t('answer.yes')} />
        <FormControlLabel value="no" control={<Radio />} label={t('answer.no')} />
      </RadioGroup>
    </FormControl>
  );
}
