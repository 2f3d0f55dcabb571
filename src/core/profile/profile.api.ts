import { apiGet } from '@/api/client';
import { PATHS, type ManagerProfile } from '@/api/contract';

export const fetchManagerProfile = () => apiGet<ManagerProfile>(PATHS.manager);
