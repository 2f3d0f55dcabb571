import { screen } from '@testing-library/react';

import { DEMO, DEMO_PASSWORD, renderApp } from '../../test-utils';

it('signs the manager in, switches to her communication language (German) and greets her by full name', async () => {
  const { user, router } = await renderApp({ route: '/login' });
  await user.type(await screen.findByLabelText(/username/i), DEMO.manager);
  await user.type(screen.getByLabelText(/^password/i), `${DEMO_PASSWORD}{Enter}`);
  expect(
    await screen.findByRole('heading', { level: 1, name: /^willkommen, frau dr\. katharina berger$/i }),
  ).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/dashboard');
});
