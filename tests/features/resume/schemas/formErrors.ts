import { validateYupSchema, yupToFormErrors } from 'formik';
import type { AnyObjectSchema } from 'yup';

import { errorPaths } from '@/components/form/fieldOf';

/**
 * What formik shows for these values: the encoded rule per field path ('fieldOfStudy.de',
 * 'rows[1].languageCode'), validated the way formik does it (empty strings become undefined
 * first), so the schema is tested as the dialog uses it.
 */
export async function formErrors(schema: AnyObjectSchema, values: object): Promise<Record<string, string>> {
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    const nested = yupToFormErrors(error);
    const flat: Record<string, string> = {};
    for (const path of errorPaths(nested)) {
      const value = path
        .split(/\.|\[(\d+)\]/)
        .filter(Boolean)
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], nested);
      flat[path] = String(value);
    }
    return flat;
  }
}
