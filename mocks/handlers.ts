import type { HttpHandler } from 'msw';
import { agreementHandlers } from './handlers/agreement';
import { authHandlers } from './handlers/auth';
import { documentsHandlers } from './handlers/documents';
import { managerHandlers } from './handlers/manager';
import { metaHandlers } from './handlers/meta';
import { notificationSettingsHandlers } from './handlers/notificationSettings';
import { passwordHandlers } from './handlers/password';
import { registrationHandlers } from './handlers/registration';
import { resumeHandlers } from './handlers/resume';
import { signupHandlers } from './handlers/signup';

/** The whole mock API (decision 1): the same list serves tests, the demo and `npm run mock-api`. */
export const handlers: HttpHandler[] = [
  ...authHandlers,
  ...passwordHandlers,
  ...agreementHandlers,
  ...managerHandlers,
  ...registrationHandlers,
  ...signupHandlers,
  ...documentsHandlers,
  ...notificationSettingsHandlers,
  ...metaHandlers,
  // Last: its `GET /manager/{managerId}` (the public CV) matches any `GET /manager/{segment}`
  // that no handler above answers. New handlers go above this line.
  ...resumeHandlers,
];
