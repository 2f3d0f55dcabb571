import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * Formik nests the errors of grouped and list fields (`{ phones: [, { number }] }`); the
 * inputs are named by their paths (`phones[1].number`, `primaryAddress.city`).
 */
export function errorPaths(errors: unknown, prefix = ''): string[] {
  if (typeof errors === 'string') return prefix ? [prefix] : [];
  if (Array.isArray(errors)) return errors.flatMap((each, index) => errorPaths(each, `${prefix}[${index}]`));
  if (typeof errors === 'object' && errors !== null) {
    return Object.entries(errors).flatMap(([key, each]) => errorPaths(each, prefix ? `${prefix}.${key}` : key));
  }
  return [];
}

/** On submit, the first invalid field (in page order) gets focus. */
export function FocusFirstError() {
  const { submitCount, errors, isValidating } = useFormikContext<Record<string, unknown>>();
  // The submit whose errors were last acted on: validation also runs on every change and blur
  // afterwards, and that must not pull the focus away from the field the user is typing in.
  const handled = useRef(submitCount);
  useEffect(() => {
    if (submitCount === handled.current || isValidating) return;
    handled.current = submitCount;
    const names = errorPaths(errors);
    if (names.length === 0) return;
    // A rich-text field (RichTextField) has no named input: its editing area, inside the element
    // with the id `<name>-editor`, takes the focus.
    const selector = names
      .flatMap((name) => [`[name="${CSS.escape(name)}"]`, `[id="${CSS.escape(name)}-editor"] [contenteditable="true"]`])
      .join(',');
    const field = document.querySelector<HTMLElement>(selector);
    // A select's named input is hidden; its visible combobox takes the focus instead, and in a
    // date or time field (DateField, TimeField) its first section.
    const target =
      field?.getAttribute('aria-hidden') === 'true'
        ? field.parentElement?.querySelector<HTMLElement>('[role="combobox"], [role="spinbutton"]')
        : field;
    target?.focus();
    // Only a new submit moves the focus, not every change of the errors.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount, isValidating]);
  return null;
}
