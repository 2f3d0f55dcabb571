import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { getIn, useFormikContext } from 'formik';

import { DateField } from './DateField';
import type { DateViews } from './datePatterns';

/** "Current" clears the end date; switching it off leaves the end date to be filled. */
export function currentToggled<T extends { isActualEngagement: boolean; dateTo: string }>(
  values: T,
  current: boolean,
): T {
  return { ...values, isActualEngagement: current, dateTo: current ? '' : values.dateTo };
}

interface RangeField {
  /** The formik name, e.g. `dateFrom` or `sameCompanyRoles[2].dateFrom`. */
  name: string;
  label: string;
  /** yyyy-MM-dd: the calendar offers no later day (the schema decides what is accepted). */
  max?: string;
}

export interface DateRangeFieldsProps {
  from: RangeField;
  to: RangeField;
  /** The "current" checkbox (a boolean field): ticked, it clears the end date, which is then not asked for. */
  current?: { name: string; label: string };
  views?: DateViews;
}

/** Two columns from 600 px, one below; `minmax(0, 1fr)` so a long value never widens a dialog. */
const TWO_COLUMNS = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
  columnGap: 2,
} as const;

/**
 * A period: start and end side by side, the end's calendar starting at the start date, and
 * optionally "current", which clears the end date. The rules (no future start, the end not
 * before the start) stay in the form's schema.
 */
export function DateRangeFields({ from, to, current, views }: DateRangeFieldsProps) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<Record<string, unknown>>();
  const isCurrent = current ? Boolean(getIn(values, current.name)) : false;
  const dateFrom = getIn(values, from.name) as string | undefined;

  const toggle = (name: string, checked: boolean) => {
    const next = currentToggled(
      { isActualEngagement: isCurrent, dateTo: (getIn(values, to.name) as string | undefined) ?? '' },
      checked,
    );
    void setFieldValue(name, next.isActualEngagement, false);
    void setFieldValue(to.name, next.dateTo, false);
    void setFieldTouched(to.name, false, true);
  };

  return (
    <Box>
      <Box sx={TWO_COLUMNS}>
        <DateField name={from.name} label={from.label} required max={from.max} views={views} />
        <DateField
          name={to.name}
          label={to.label}
          required={!isCurrent}
          disabled={isCurrent}
          min={dateFrom || undefined}
          max={to.max}
          views={views}
        />
      </Box>
      {current && (
        <FormControlLabel
          control={
            <Checkbox
              name={current.name}
              checked={isCurrent}
              onChange={(event) => toggle(current.name, event.target.checked)}
            />
          }
          label={current.label}
        />
      )}
    </Box>
  );
}
