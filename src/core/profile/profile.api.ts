import { apiGet } from '@/api/client';
import { type ManagerProfile, ACCOUNT_PATHS } from '@/contract/account';

export const fetchManagerProfile = () => apiGet<ManagerProfile>(ACCOUNT_PATHS.manager.build());
