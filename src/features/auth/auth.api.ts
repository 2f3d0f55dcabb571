import { apiPost, apiSave } from '@/api/client';
import { okAnswer } from '@/contract/schema';
import { SESSION_PATHS, type LoginRequest } from '@/contract/session';
import { loginResponseSchema } from '@/contract/session.answers';

export const login = (body: LoginRequest) => apiPost(SESSION_PATHS.login.build(), loginResponseSchema, body);

/** Ends the session on the server (docs/decisions/034-logout-revokes.md). */
export const revokeSession = (refreshToken: string) =>
  apiSave('post', SESSION_PATHS.logout.build(), okAnswer, { refreshToken });
