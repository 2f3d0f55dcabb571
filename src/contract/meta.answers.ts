/**
 * The metadata's answers as the app reads them (src/contract/schema.ts;
 * docs/decisions/033-answers-at-the-door.md).
 */
import * as v from 'valibot';

import { code, list, text } from './schema';

export const labelOptionSchema = v.object({
  value: code,
  label: text,
  /** For dependent lists: the option of the parent list this one belongs to (a core competency's function). */
  parent: v.optional(
    v.pipe(
      v.nullable(code),
      v.transform((value) => value ?? undefined),
    ),
  ),
});
export type LabelOption = v.InferOutput<typeof labelOptionSchema>;

/**
 * (designed) `GET /meta/labels_and_enums/lang/{lang}`: named lists of options in the
 * requested language (countries, titles, salutations, functions, industries, languages,
 * languageLevels, educationLevels, certificateTypes, ...). A list that is null reads as empty.
 */
export const labelsAndEnumsSchema = v.record(v.string(), list(labelOptionSchema));
export type LabelsAndEnums = Record<string, LabelOption[]>;

/** (designed) `GET /manager/fields-meta`: maximum lengths per entity and field. */
export const fieldsMetaSchema = v.record(
  v.string(),
  v.record(v.string(), v.object({ maxLength: v.pipe(v.number(), v.integer(), v.minValue(0)) })),
);
export type FieldsMeta = v.InferOutput<typeof fieldsMetaSchema>;

/** (designed) `GET /api/version`. */
export const versionSchema = v.object({ version: text });
export type VersionResponse = v.InferOutput<typeof versionSchema>;
