import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { server } from '@mocks/node';

import { DEMO, recordRequests } from '../../test-utils';
import { fill, renderApp, sent, summaryLeadsToField } from '../helpers';

/** `/forgot-password`. */

const SUPPORT = /Need help\? Our support team is happy to assist/;

async function openForm() {
  const rendered = await renderApp({ route: '/forgot-password' });
  const email = await screen.findByLabelText(/^e-mail address/i);
  return { ...rendered, email };
}

it('hides the form after a successful request and offers the way back to sign-in', async () => {
  const requests = recordRequests();
  const { user, email, router } = await openForm();
  expect(screen.getByText(SUPPORT)).toBeInTheDocument();
  await fill(user, email, `  ${DEMO.manager} `);
  await user.click(screen.getByRole('button', { name: 'Send link' }));

  expect(
    await screen.findByText(/Thank you\. If an account exists for this e-mail address, we have sent you a link/),
  ).toBeInTheDocument();
  expect(screen.queryByLabelText(/^e-mail address/i)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send link' })).not.toBeInTheDocument();
  expect(screen.getByText(SUPPORT)).toBeInTheDocument();
  expect(sent(requests, 'POST', '/reset-password').map((request) => request.body)).toEqual([{ email: DEMO.manager }]);

  await user.click(screen.getByRole('link', { name: 'Back to sign-in' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
});

it('answers the same neutral way for an address without an account', async () => {
  const { user, email } = await openForm();
  await fill(user, email, 'nobody@example.com');
  await user.keyboard('{Enter}');
  expect(await screen.findByText(/If an account exists for this e-mail address/)).toBeInTheDocument();
});

it('shows the error and the support message when the request fails, and keeps the form', async () => {
  server.use(
    http.post('*/api/v1/reset-password', () => HttpResponse.json({ code: 'server', message: 'down' }, { status: 500 })),
  );
  const { user, email } = await openForm();
  await fill(user, email, DEMO.manager);
  await user.click(screen.getByRole('button', { name: 'Send link' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your request could not be sent. Please try again or contact our support team.',
  );
  expect(screen.getByText(SUPPORT)).toBeInTheDocument();
  expect(screen.getByLabelText(/^e-mail address/i)).toHaveValue(DEMO.manager);
  expect(screen.getByRole('button', { name: 'Send link' })).toBeEnabled();
});

it('shows the error when the network fails', async () => {
  server.use(http.post('*/api/v1/reset-password', () => HttpResponse.error()));
  const { user, email } = await openForm();
  await fill(user, email, DEMO.manager);
  await user.click(screen.getByRole('button', { name: 'Send link' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Your request could not be sent.');
});

it('refuses a malformed e-mail address with a message next to the field and sends nothing', async () => {
  const requests = recordRequests();
  const { user, email } = await openForm();
  await fill(user, email, 'manager@demo');
  await user.click(screen.getByRole('button', { name: 'Send link' }));

  expect(await screen.findByText('Please enter a valid e-mail address, e.g. name@company.com.')).toBeInTheDocument();
  expect(email).toHaveAccessibleDescription('Please enter a valid e-mail address, e.g. name@company.com.');
  expect(sent(requests, 'POST', '/reset-password')).toHaveLength(0);
});

it('asks for the e-mail address when the field is empty', async () => {
  const requests = recordRequests();
  const { user, email } = await openForm();
  await user.click(screen.getByRole('button', { name: 'Send link' }));
  expect(await screen.findByText('Please enter your e-mail address.')).toBeInTheDocument();
  await summaryLeadsToField(user, email);
  expect(sent(requests, 'POST', '/reset-password')).toHaveLength(0);
});

it('links back to /login from the form', async () => {
  const { user, router } = await openForm();
  await user.click(screen.getByRole('link', { name: 'Back to sign-in' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
});
