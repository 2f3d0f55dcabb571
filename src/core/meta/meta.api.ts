import { apiGet } from '@/api/client';
import { PATHS, VERSION_PATH, type FieldsMeta, type Lang, type LabelsAndEnums, type VersionResponse } from '@/api/contract';
import { apiRootUrl } from '@/config/env';

export const fetchLabelsAndEnums = (lang: Lang) => apiGet<LabelsAndEnums>(PATHS.labelsAndEnums(lang));
export const fetchFieldsMeta = () => apiGet<FieldsMeta>(PATHS.fieldsMeta);
export const fetchVersion = () => apiGet<VersionResponse>(VERSION_PATH, { baseURL: apiRootUrl || '/' });
