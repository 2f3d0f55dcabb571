import { apiPost, apiSave } from '@/api/client';
import { okAnswer } from '@/contract/schema';
import {
  SESSION_PATHS,
  type ResendWelcomeEmailRequest,
  type ResetPasswordRequest,
  type UpdatePasswordRequest,
} from '@/contract/session';
import { validateTokenSchema } from '@/contract/session.answers';

export const requestPasswordReset = (body: ResetPasswordRequest) =>
  apiSave('post', SESSION_PATHS.resetPassword.build(), okAnswer, body);
export const validatePasswordToken = (token: string) =>
  apiPost(SESSION_PATHS.validateResetPasswordToken.build(token), validateTokenSchema);
export const updatePassword = (body: UpdatePasswordRequest) =>
  apiSave('post', SESSION_PATHS.updatePassword.build(), okAnswer, body);
export const resendWelcomeEmail = (body: ResendWelcomeEmailRequest) =>
  apiSave('post', SESSION_PATHS.resendWelcomeEmailToken.build(), okAnswer, body);
