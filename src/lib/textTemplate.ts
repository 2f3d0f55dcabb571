import type { TFunction } from 'i18next';

import type { Namespace } from './i18n';

/** Marks a placeholder in the translated text; a character no translation contains. */
const MARK = '\u0000';

/**
 * A translated text with simple `{{placeholders}}`, translated once and then filled by plain
 * string joins: a long list (a CV of 60 positions) needs the same text per row, and a
 * translation call with values costs tens of microseconds each. Not for plurals or formats.
 */
export function textTemplate<Ns extends Namespace, Name extends string>(
  t: TFunction<Ns>,
  key: string,
  names: readonly Name[],
): (values: Record<Name, string>) => string {
  const marked = Object.fromEntries(names.map((name) => [name, `${MARK}${name}${MARK}`]));
  // The parts alternate: text, placeholder name, text, …
  const parts = (t as unknown as (key: string, options: object) => string)(key, marked).split(MARK);
  return (values) => {
    let text = '';
    parts.forEach((part, index) => {
      text += index % 2 === 0 ? part : values[part as Name];
    });
    return text;
  };
}
