import { apiGet, apiGetWithoutSession } from '@/api/client';
import { apiRootUrl } from '@/config/env';
import type { Lang } from '@/contract/common';
import { META_PATHS, VERSION_PATH, type FieldsMeta, type LabelsAndEnums, type VersionResponse } from '@/contract/meta';

export const fetchLabelsAndEnums = (lang: Lang) => apiGet<LabelsAndEnums>(META_PATHS.labelsAndEnums.build(lang));
export const fetchFieldsMeta = () => apiGet<FieldsMeta>(META_PATHS.fieldsMeta.build());
export const fetchVersion = () => apiGetWithoutSession<VersionResponse>(`${apiRootUrl}${VERSION_PATH}`);
