import { getIn, setIn, type FormikErrors, type FormikTouched } from 'formik';

import type { SerializedApiError } from '@/api/errors';
import { rule, type ValidationRule } from '@/lib/validation';

/**
 * Server rules with a message of their own; any other rule reads "please check this entry".
 * Not `max`: its message needs the number, which the reply does not carry (a form that knows
 * its limits maps it itself, as the account does).
 */
const KNOWN_RULES: readonly ValidationRule[] = [
  'required',
  'email',
  'passwordRule',
  'maxDate',
  'minDate',
  'dateOrder',
  'languageMandatory',
  'maxSelections',
  'number',
  'minNumber',
  'rangeOrder',
];

/** Where a server field error goes in the form and what it says (an encoded rule), or null to leave it out. */
export type FieldErrorMapper<V> = (
  serverPath: string,
  ruleName: string,
  values: V,
) => { path: string; message: string } | null;

/** The default: the server's path is the form's path, if the form has that field; the rule as the message. */
export function sameFieldError<V>(
  serverPath: string,
  ruleName: string,
  values: V,
): { path: string; message: string } | null {
  if (getIn(values, serverPath) === undefined) return null;
  const known = KNOWN_RULES.find((name) => name === ruleName);
  return { path: serverPath, message: rule(known ?? 'invalid') };
}

/** A 400 reply's `fields` ({ path: rule }) as the form's errors by path. */
export function serverFieldErrors<V>(
  error: SerializedApiError | null,
  values: V,
  mapField: FieldErrorMapper<V> = sameFieldError,
): Record<string, string> {
  const fields = error?.details.fields;
  if (!fields || typeof fields !== 'object') return {};
  const mapped: Record<string, string> = {};
  for (const [path, ruleName] of Object.entries(fields as Record<string, unknown>)) {
    const target = mapField(path, String(ruleName), values);
    if (target) mapped[target.path] = target.message;
  }
  return mapped;
}

interface FormikFieldState<V> {
  values: V;
  touched: FormikTouched<V>;
  setErrors: (errors: FormikErrors<V>) => void;
  setTouched: (touched: FormikTouched<V>, validate?: boolean) => unknown;
}

/**
 * The one way a failed save's field errors reach the form: each message stands
 * next to its field, which is marked touched so it shows. Returns how many fields were marked.
 */
export function showServerFieldErrors<V>(
  formik: FormikFieldState<V>,
  error: SerializedApiError | null,
  mapField?: FieldErrorMapper<V>,
): number {
  const fieldErrors = serverFieldErrors(error, formik.values, mapField);
  const paths = Object.keys(fieldErrors);
  if (paths.length === 0) return 0;
  void formik.setTouched(
    paths.reduce((all, path) => setIn(all, path, true), formik.touched),
    false,
  );
  formik.setErrors(paths.reduce<FormikErrors<V>>((all, path) => setIn(all, path, fieldErrors[path]), {}));
  return paths.length;
}
