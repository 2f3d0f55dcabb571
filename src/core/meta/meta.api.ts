import { apiGet, apiGetWithoutSession } from '@/api/client';
import { VERSION_PATH, type FieldsMeta, type LabelsAndEnums, type VersionResponse, META_PATHS } from '@/contract/meta';
import type { Lang } from '@/contract/common';
import { apiRootUrl } from '@/config/env';

export const fetchLabelsAndEnums = (lang: Lang) => apiGet<LabelsAndEnums>(META_PATHS.labelsAndEnums.build(lang));
export const fetchFieldsMeta = () => apiGet<FieldsMeta>(META_PATHS.fieldsMeta.build());
export const fetchVersion = () => apiGetWithoutSession<VersionResponse>(`${apiRootUrl}${VERSION_PATH}`);
