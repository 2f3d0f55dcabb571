import { setupServer } from 'msw/node';

import { handlers } from './handlers';

/** The mock API for vitest (tests/setup.ts starts it with `onUnhandledRequest: 'error'`). */
export const server = setupServer(...handlers);
