import { apiPost } from '@/api/client';
import { PATHS, type LoginRequest, type LoginResponse } from '@/api/contract';

export const login = (body: LoginRequest) => apiPost<LoginResponse>(PATHS.login, body);
