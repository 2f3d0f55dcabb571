import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { getIn, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '@/components/form/FormDateField';
import { TWO_COLUMNS } from './FormSection';
import { currentToggled } from './workExperienceForm';

interface DateRangeFieldsProps {
  /** '' for the position itself, `sameCompanyRoles[2].` for a row of a list. */
  prefix: string;
  /** yyyy-MM-dd: neither date may be later (part 2 §5). */
  today: string;
}

/**
 * Start, "current", end (part 2 §4): ticking "current" clears the end date, and the end date
 * is then not asked for.
 */
export function DateRangeFields({ prefix, today }: DateRangeFieldsProps) {
  const { t } = useTranslation('workExperience');
  const { values, setFieldValue, setFieldTouched } = useFormikContext<Record<string, unknown>>();
  const current = Boolean(getIn(values, `${prefix}isActualEngagement`));
  const dateFrom = getIn(values, `${prefix}dateFrom`) as string | undefined;

  const toggle = (checked: boolean) => {
    const row = { isActualEngagement: current, dateTo: (getIn(values, `${prefix}dateTo`) as string | undefined) ?? '' };
    const next = currentToggled(row, checked);
    void setFieldValue(`${prefix}isActualEngagement`, next.isActualEngagement, false);
    void setFieldValue(`${prefix}dateTo`, next.dateTo, false);
    void setFieldTouched(`${prefix}dateTo`, false, true);
  };

  return (
    <Box>
      <Box sx={TWO_COLUMNS}>
        <FormDateField name={`${prefix}dateFrom`} label={t('dates.from')} required max={today} />
        <FormDateField
          name={`${prefix}dateTo`}
          label={t('dates.to')}
          required={!current}
          disabled={current}
          min={dateFrom || undefined}
          max={today}
        />
      </Box>
      <FormControlLabel
        control={<Checkbox name={`${prefix}isActualEngagement`} checked={current} onChange={(event) => toggle(event.target.checked)} />}
        label={t('dates.current')}
      />
    </Box>
  );
}
