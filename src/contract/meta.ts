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

export type { FieldsMeta, LabelOption, LabelsAndEnums, VersionResponse } from './meta.answers';

/** Lists kept whole even where an entry has no value. */
export const UNFILTERED_LISTS = ['countries', 'certificateTypes', 'titles'] as const;
