import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

import { fieldsInPageOrder } from './fieldOf';

/**
 * Formik nests the errors of grouped and list fields (`{ phones: [, { number }] }`); the
 * inputs are named by their paths (`phones[1].number`, `primaryAddress.city`).
 */
export function errorEntries(errors: unknown, prefix = ''): [path: string, code: string][] {
  if (typeof errors === 'string') return prefix ? [[prefix, errors]] : [];
  if (Array.isArray(errors)) return errors.flatMap((each, index) => errorEntries(each, `${prefix}[${index}]`));
  if (typeof errors === 'object' && errors !== null) {
    return Object.entries(errors).flatMap(([key, each]) => errorEntries(each, prefix ? `${prefix}.${key}` : key));
  }
  return [];
}

export const errorPaths = (errors: unknown): string[] => errorEntries(errors).map(([path]) => path);

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
    fieldsInPageOrder(names)[0]?.field.focus();
    // Only a new submit moves the focus, not every change of the errors.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount, isValidating]);
  return null;
}
