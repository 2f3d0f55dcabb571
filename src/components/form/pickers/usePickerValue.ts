import { format, isValid } from 'date-fns';
import { useState } from 'react';

import type { PickerChange } from '../usePickerField';

/**
 * The picker's own value beside the form's text. The picker must keep what is being typed
 * (an unfinished date is an Invalid Date to it, while the form holds ''), so its value is
 * taken from the form only when the form's text changes from outside (a draft, a reset, the
 * end date cleared by "current").
 */
export function usePickerValue(
  value: string,
  onChange: PickerChange,
  parse: (text: string) => Date | null,
  apiPattern: string,
) {
  const [state, setState] = useState(() => ({ text: value, date: parse(value) }));
  let { date } = state;
  if (state.text !== value) {
    date = parse(value);
    setState({ text: value, date });
  }
  const handleChange = (next: Date | null) => {
    const text = next === null ? '' : isValid(next) ? format(next, apiPattern) : null;
    setState({ text: text ?? '', date: next });
    onChange(text);
  };
  return [date, handleChange] as const;
}
