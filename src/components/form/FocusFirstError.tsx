import { useFormikContext } from 'formik';
import { useEffect } from 'react';

/** Part 1 §5: on submit, the first invalid field (in page order) gets focus. */
export function FocusFirstError() {
  const { submitCount, errors, isValidating } = useFormikContext<Record<string, unknown>>();
  useEffect(() => {
    if (submitCount === 0 || isValidating) return;
    const names = Object.keys(errors);
    if (names.length === 0) return;
    const selector = names.map((name) => `[name="${CSS.escape(name)}"]`).join(',');
    const field = document.querySelector<HTMLElement>(selector);
    // A select's named input is hidden; its visible combobox takes the focus instead.
    const target = field?.getAttribute('aria-hidden') === 'true' ? field.parentElement?.querySelector<HTMLElement>('[role="combobox"]') : field;
    target?.focus();
    // Only a new submit moves the focus, not every change of the errors.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount, isValidating]);
  return null;
}
