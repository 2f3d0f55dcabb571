import { apiPost } from '@/api/client';
import { SESSION_PATHS, type LoginRequest } from '@/contract/session';
import { loginResponseSchema } from '@/contract/session.answers';

export const login = (body: LoginRequest) => apiPost(SESSION_PATHS.login.build(), loginResponseSchema, body);
