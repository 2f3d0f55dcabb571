import { apiGet } from '@/api/client';
import { ACCOUNT_PATHS, type ManagerProfile } from '@/contract/account';

export const fetchManagerProfile = () => apiGet<ManagerProfile>(ACCOUNT_PATHS.manager.build());
