import type { TFunction } from 'i18next';

/**
 * Validation messages are looked up as `error.validation.{rule}.{field}`, then
 * `error.validation.{rule}.default`, then `error.validation.invalid`. Schemas carry only the
 * rule and its parameters, encoded as `rule` or `rule|{"min":6}`, and the field is the
 * form field's name; the text is chosen when it is shown, in the current language.
 * This module has no yup in it, so that showing a message never loads the schema library;
 * the yup field builders are in lib/schemaFields.ts.
 */
export type ValidationRule =
  | 'required'
  | 'rowsHaveFiles'
  | 'cvRequired'
  | 'min'
  | 'max'
  | 'email'
  | 'passwordRule'
  | 'match'
  | 'phone'
  | 'uri'
  | 'date'
  | 'time'
  | 'maxDate'
  | 'minDate'
  | 'dateOrder'
  | 'languageMandatory'
  | 'maxSelections'
  | 'number'
  | 'minNumber'
  | 'rangeOrder'
  | 'nothingToFill'
  | 'invalid';

export function rule(name: ValidationRule, params?: Record<string, number | string>): string {
  return params ? `${name}|${JSON.stringify(params)}` : name;
}

export function parseRule(encoded: string): { rule: string; params: Record<string, unknown> } {
  const [name = 'invalid', json] = encoded.split(/\|(.*)/s);
  if (!json) return { rule: name, params: {} };
  try {
    return { rule: name, params: JSON.parse(json) as Record<string, unknown> };
  } catch {
    return { rule: name, params: {} };
  }
}

/**
 * The sign-in pages' messages are in `common`; the messages of the larger forms (the CV) are in
 * `forms`, which loads with those forms, so `common` stays small for the first visit.
 */
export function validationKeys(ruleName: string, field: string): string[] {
  const base =
    field
      .split('.')
      .at(-1)
      ?.replace(/\[\d+\]/g, '') ?? field;
  return [
    `forms:error.validation.${ruleName}.${base}`,
    `error.validation.${ruleName}.${base}`,
    `forms:error.validation.${ruleName}.default`,
    `error.validation.${ruleName}.default`,
    'error.validation.invalid',
  ];
}

export function validationMessage(t: TFunction, encoded: string, field: string): string {
  const { rule: ruleName, params } = parseRule(encoded);
  // The keys are built at run time, so they cannot be checked against the typed key set.
  return t(validationKeys(ruleName, field) as unknown as 'error.validation.invalid', { ...params, ns: 'common' });
}
