import { screen, waitFor } from '@testing-library/react';

import { DEMO } from '../../../test-utils';
import { berger, renderApp } from '../../helpers';

/** The CV's lazy chunks are transformed on first use; on two busy cores that can take longer than the usual wait. */
export const FIRST_RENDER_TIMEOUT = 20_000;

export { berger };

/** Opens `/resume` signed in as the demo manager and waits for the CV and its labels. */
export async function openResume(route = '/resume') {
  const app = await renderApp({ route, signedInAs: DEMO.manager });
  // The first visit of a test run waits for vitest to transform the CV's chunks (tests/setup.ts).
  await screen.findByRole('heading', { level: 2, name: 'Work experience' }, { timeout: FIRST_RENDER_TIMEOUT });
  await waitFor(() => expect(app.store.getState().meta.labels.status).toBe('succeeded'));
  return app;
}

/** The section (a region named by its h2). */
export function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

export function cvLanguageGroup(): HTMLElement {
  return screen.getByRole('group', { name: 'CV language' });
}
