import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import type { DateView } from '@mui/x-date-pickers/models';
import { isValid, parseISO } from 'date-fns';

import { datePattern, type DateViews } from '../datePatterns';
import type { PickerInputProps } from '../usePickerField';
import { PickerProvider } from './PickerProvider';
import { usePickerSlotProps } from './usePickerSlotProps';
import { usePickerValue } from './usePickerValue';

export interface DatePickerInputProps extends PickerInputProps {
  /** yyyy-MM-dd bounds of the calendar (the form's schema still decides what is accepted). */
  min?: string;
  max?: string;
  views: DateViews;
}

const VIEWS: Record<DateViews, DateView[]> = {
  year: ['year'],
  monthYear: ['year', 'month'],
  date: ['year', 'month', 'day'],
};
const OPEN_TO: Record<DateViews, DateView> = { year: 'year', monthYear: 'month', date: 'day' };

function parseApiDate(text: string): Date | null {
  if (!text) return null;
  const date = parseISO(text);
  return isValid(date) ? date : null;
}

/**
 * The date picker (MUI X, desktop variant everywhere: the field is typed into on a phone as
 * well, and the calendar opens from its button). Typed in sections: `18.05.1974` in German,
 * `18/05/1974` in English.
 */
export default function DatePickerInput(props: DatePickerInputProps) {
  const { label, lang, value, onChange, disabled, min, max, views } = props;
  const [date, handleChange] = usePickerValue(value, onChange, parseApiDate, 'yyyy-MM-dd');
  const slotProps = usePickerSlotProps(props);
  return (
    <PickerProvider lang={lang} label={label}>
      <DesktopDatePicker
        label={label}
        value={date}
        onChange={handleChange}
        views={VIEWS[views]}
        openTo={OPEN_TO[views]}
        format={datePattern(lang, views)}
        minDate={parseApiDate(min ?? '') ?? undefined}
        maxDate={parseApiDate(max ?? '') ?? undefined}
        disabled={disabled}
        slotProps={slotProps}
      />
    </PickerProvider>
  );
}
