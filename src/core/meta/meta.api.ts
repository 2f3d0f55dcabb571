import { apiGetWithoutSession, apiRead } from '@/api/client';
import { apiRootUrl } from '@/config/env';
import type { Lang } from '@/contract/common';
import { META_PATHS, VERSION_PATH } from '@/contract/meta';
import { fieldsMetaSchema, labelsAndEnumsSchema, versionSchema } from '@/contract/meta.answers';

export const fetchLabelsAndEnums = (lang: Lang) => apiRead(META_PATHS.labelsAndEnums.build(lang), labelsAndEnumsSchema);
export const fetchFieldsMeta = () => apiRead(META_PATHS.fieldsMeta.build(), fieldsMetaSchema);
export const fetchVersion = () => apiGetWithoutSession(`${apiRootUrl}${VERSION_PATH}`, versionSchema);
