import { apiRead } from '@/api/client';
import { ACCOUNT_PATHS } from '@/contract/account';
import { managerProfileSchema } from '@/contract/account.answers';

export const fetchManagerProfile = () => apiRead(ACCOUNT_PATHS.manager.build(), managerProfileSchema);
