import { apiPost } from '@/api/client';
import {
  SESSION_PATHS,
  type ResendWelcomeEmailRequest,
  type ResetPasswordRequest,
  type UpdatePasswordRequest,
  type ValidateTokenResponse,
} from '@/contract/session';

export const requestPasswordReset = (body: ResetPasswordRequest) => apiPost(SESSION_PATHS.resetPassword.build(), body);
export const validatePasswordToken = (token: string) =>
  apiPost<ValidateTokenResponse>(SESSION_PATHS.validateResetPasswordToken.build(token));
export const updatePassword = (body: UpdatePasswordRequest) => apiPost(SESSION_PATHS.updatePassword.build(), body);
export const resendWelcomeEmail = (body: ResendWelcomeEmailRequest) =>
  apiPost(SESSION_PATHS.resendWelcomeEmailToken.build(), body);
