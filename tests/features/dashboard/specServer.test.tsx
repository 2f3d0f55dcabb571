import { screen, within } from '@testing-library/react';

import { setMockConfig } from '@mocks/db';

import { DEMO, FIRST_RENDER } from '../../test-utils';
import { onTheDay, renderApp } from '../helpers';

/**
 * The dashboard against a server written to the specification alone (mocks/shared/specServer.ts): the news and
 * events are a call we designed, which such a server does not have. That costs the one section, which says so in
 * words, and nothing else (docs/decisions/056-a-save-is-its-status.md).
 */

onTheDay(new Date(2026, 10, 25, 10, 0));
beforeEach(() => setMockConfig({ server: 'spec' }));

it('says the news and events are not available, offers no retry, and shows everything else', async () => {
  await renderApp({ route: '/dashboard', signedInAs: DEMO.manager });
  const news = await screen.findByRole('region', { name: 'News and events' }, FIRST_RENDER);
  expect(
    await within(news).findByText('News and events are not available in the portal at the moment.', {}, FIRST_RENDER),
  ).toBeInTheDocument();
  expect(within(news).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  expect(within(news).queryByRole('alert')).not.toBeInTheDocument();
  const offers = await screen.findByRole('region', { name: 'Benefits for you' }, FIRST_RENDER);
  expect(await within(offers).findAllByRole('heading', { level: 3 })).not.toHaveLength(0);
  expect(await screen.findByRole('region', { name: 'What needs doing' }, FIRST_RENDER)).toBeInTheDocument();
});
