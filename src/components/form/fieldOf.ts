/**
 * The element a keyboard user would land on to fix the field named `name` (its path, `phones[1].number`): the named
 * input; for a select, whose named input is hidden, its combobox; for a date or time field its first section; for a
 * rich-text field (which has no named input) its editing area, inside the element with the id `<name>-editor`.
 */
export function fieldOf(name: string): HTMLElement | null {
  const field = document.querySelector<HTMLElement>(
    `[name="${CSS.escape(name)}"], [id="${CSS.escape(name)}-editor"] [contenteditable="true"]`,
  );
  if (field?.getAttribute('aria-hidden') === 'true')
    return field.parentElement?.querySelector<HTMLElement>('[role="combobox"], [role="spinbutton"]') ?? null;
  return field;
}

/** The words a screen reader names the field by, without the required mark. */
export function fieldLabel(field: HTMLElement): string {
  // A group of check boxes or radios is one question: its legend names it.
  const legend = ['checkbox', 'radio'].includes((field as HTMLInputElement).type)
    ? field.closest('fieldset')?.querySelector('legend')?.textContent
    : null;
  if (legend) return legend.replace(/[\s\u2009]*\*\s*$/, '').trim();
  // A date or time field's section is named by its part ("Hours"); the field is its group, named by the label.
  const named = field.getAttribute('role') === 'spinbutton' ? (field.closest('[role="group"]') ?? field) : field;
  const byIds = (named.getAttribute('aria-labelledby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
  const text = byIds.trim() || (field as HTMLInputElement).labels?.[0]?.textContent || field.getAttribute('aria-label');
  return (text ?? '').replace(/[\s\u2009]*\*\s*$/, '').trim();
}

/** The fields of these names that are on the page, each once, in the order a reader meets them. */
export function fieldsInPageOrder(names: readonly string[]): { name: string; field: HTMLElement }[] {
  const found = names.flatMap((name) => {
    const field = fieldOf(name);
    return field ? [{ name, field }] : [];
  });
  return found.sort((a, b) =>
    a.field.compareDocumentPosition(b.field) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : a.field === b.field ? 0 : 1,
  );
}

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
