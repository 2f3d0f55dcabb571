import { apiPost } from '@/api/client';
import {
  PATHS,
  type ResendWelcomeEmailRequest,
  type ResetPasswordRequest,
  type UpdatePasswordRequest,
  type ValidateTokenResponse,
} from '@/api/contract';

export const requestPasswordReset = (body: ResetPasswordRequest) => apiPost(PATHS.resetPassword, body);
export const validatePasswordToken = (token: string) => apiPost<ValidateTokenResponse>(PATHS.validateResetPasswordToken(token));
export const updatePassword = (body: UpdatePasswordRequest) => apiPost(PATHS.updatePassword, body);
export const resendWelcomeEmail = (body: ResendWelcomeEmailRequest) => apiPost(PATHS.resendWelcomeEmailToken, body);
