import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { isValid, parse } from 'date-fns';

import type { PickerInputProps } from '../usePickerField';
import { PickerProvider } from './PickerProvider';
import { usePickerSlotProps } from './usePickerSlotProps';
import { usePickerValue } from './usePickerValue';

/** HH:mm, the API's time (and what both languages show). */
export const TIME_PATTERN = 'HH:mm';

function parseApiTime(text: string): Date | null {
  if (!text) return null;
  const time = parse(text, TIME_PATTERN, new Date());
  return isValid(time) ? time : null;
}

/**
 * The time picker: 24-hour in both languages (en-IN would be 12-hour by default). Typed in
 * sections, so `830` and `8:30` are 08:30 (an hour above 2 moves on to the minutes) and `1645` is 16:45.
 */
export default function TimePickerInput(props: PickerInputProps) {
  const { label, lang, value, onChange, disabled } = props;
  const [time, handleChange] = usePickerValue(value, onChange, parseApiTime, TIME_PATTERN);
  const slotProps = usePickerSlotProps(props);
  return (
    <PickerProvider lang={lang} label={label}>
      <DesktopTimePicker
        label={label}
        value={time}
        onChange={handleChange}
        ampm={false}
        format={TIME_PATTERN}
        disabled={disabled}
        slotProps={slotProps}
      />
    </PickerProvider>
  );
}
