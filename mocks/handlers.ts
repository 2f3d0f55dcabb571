import type { HttpHandler } from 'msw';

import { accountHandlers } from './account/handlers';
import { agreementHandlers } from './agreement/handlers';
import { authHandlers } from './auth/handlers';
import { dashboardHandlers } from './dashboard/handlers';
import { documentsHandlers } from './documents/handlers';
import { metaHandlers } from './meta/handlers';
import { opportunitiesHandlers } from './opportunities/handlers';
import { passwordHandlers } from './password/handlers';
import { placementsHandlers } from './placements/handlers';
import { projectsHandlers } from './projects/handlers';
import { registrationHandlers } from './registration/handlers';
import { resumeHandlers } from './resume/handlers';

/**
 * The whole mock API (docs/decisions/001-app-and-mock-api.md): the same list serves tests, the demo
 * and `npm run mock-api`. The order does not matter: a handler whose parameter could hold another path's fixed word
 * passes it on (route's `passWhen`); tests/mocks/routing.test.ts holds that for every GET path.
 */
export const handlers: HttpHandler[] = [
  ...authHandlers,
  ...passwordHandlers,
  ...agreementHandlers,
  ...accountHandlers,
  ...registrationHandlers,
  ...documentsHandlers,
  ...metaHandlers,
  ...resumeHandlers,
  ...opportunitiesHandlers,
  ...placementsHandlers,
  ...dashboardHandlers,
  ...projectsHandlers,
];
