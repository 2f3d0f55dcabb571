import { apiPost } from '@/api/client';
import { type LoginRequest, type LoginResponse, SESSION_PATHS } from '@/contract/session';

export const login = (body: LoginRequest) => apiPost<LoginResponse>(SESSION_PATHS.login.build(), body);
