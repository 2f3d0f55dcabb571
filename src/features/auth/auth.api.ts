import { apiPost } from '@/api/client';
import { SESSION_PATHS, type LoginRequest, type LoginResponse } from '@/contract/session';

export const login = (body: LoginRequest) => apiPost<LoginResponse>(SESSION_PATHS.login.build(), body);
