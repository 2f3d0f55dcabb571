import type { ValidationError } from 'yup';

/** What lazySchema needs of a yup object schema. */
interface Validator {
  validate(values: unknown, options: { abortEarly: boolean }): Promise<unknown>;
}

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/**
 * Validates with a yup schema that is loaded on first use, so a page's first load does not
 * carry yup (the sign-in page's size budget). Returns the encoded rule per invalid field
 * (see lib/validation.ts), in the schema's field order.
 */
export function lazySchema<T extends object>(load: () => Promise<Validator>) {
  let schema: Promise<Validator> | null = null;
  return async function validate(values: T): Promise<FieldErrors<T>> {
    schema ??= load();
    try {
      await (await schema).validate(values, { abortEarly: false });
      return {};
    } catch (error) {
      const errors: FieldErrors<T> = {};
      for (const issue of (error as ValidationError).inner ?? []) {
        const path = issue.path as (keyof T & string) | undefined;
        if (path && !(path in errors)) errors[path] = issue.message;
      }
      return errors;
    }
  };
}
