/** Metadata every screen reads: label lists, field lengths, the version, the FAQ, the welcome videos. */
import { apiPath } from './path';

export const META_PATHS = {
  labelsAndEnums: apiPath('/meta/labels_and_enums/lang/:lang'),
  fieldsMeta: apiPath('/manager/fields-meta'),
  faqFile: apiPath('/manager/faq/file'),
  /** (designed) Public: the welcome videos (de/en) for `/welcome` and the registration's first step; returns `VideoUrls`. */
  welcomeVideos: apiPath('/meta/welcome-videos'),
} as const;

/** Outside `/api/v1`: `GET /api/version`. */
export const VERSION_PATH = '/api/version';

export interface LabelOption {
  value: string;
  label: string;
  /** For dependent lists: the option of the parent list this one belongs to (a core competency's function). */
  parent?: string;
}

/**
 * (designed) `GET /meta/labels_and_enums/lang/{lang}`: named lists of options in the
 * requested language (countries, titles, salutations, functions, industries, languages,
 * languageLevels, educationLevels, certificateTypes, ...).
 */
export type LabelsAndEnums = Record<string, LabelOption[]>;

/** Lists kept whole even where an entry has no value. */
export const UNFILTERED_LISTS = ['countries', 'certificateTypes', 'titles'] as const;

/** (designed) `GET /manager/fields-meta`: maximum lengths per entity and field. */
export type FieldsMeta = Record<string, Record<string, { maxLength: number }>>;

/** (designed) `GET /api/version`. */
export interface VersionResponse {
  version: string;
}
