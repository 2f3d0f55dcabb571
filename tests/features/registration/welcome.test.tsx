import { screen, waitFor } from '@testing-library/react';

import { WELCOME_VIDEO_URLS } from '@mocks/auth/fixtures';

import { recordRequests } from '../../test-utils';
import { renderApp, sent } from '../helpers';
import { openRegistration, stepHeading } from './registrationHelpers';

/** `/welcome`, and step 1 of the wizard, show the welcome video and image (docs/decisions/016-extra-paths.md). */

it('shows the welcome video of the language without loading it, a link to open it, the image and the ways in', async () => {
  const requests = recordRequests();
  const { user, router } = await renderApp({ route: '/welcome' });
  await screen.findByRole('heading', { level: 1, name: 'Welcome to the Interim Manager Portal' });
  await waitFor(() => expect(sent(requests, 'GET', '/meta/welcome-videos')).toHaveLength(1));
  const link = await screen.findByRole('link', { name: 'Open the video in a new tab' });
  expect(link).toHaveAttribute('href', WELCOME_VIDEO_URLS.en);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  // Nothing of the other origin is on the page until the user presses play.
  expect(document.querySelector('video, source')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Play the welcome video' }));
  const video = screen.getByLabelText('Welcome video');
  expect(video.tagName).toBe('VIDEO');
  expect(video).toHaveAttribute('controls');
  expect(video).toHaveAttribute('poster');
  expect(video.querySelector('source')).toHaveAttribute('src', WELCOME_VIDEO_URLS.en);
  expect(
    screen.getByRole('img', { name: 'Illustration: two managers in front of office buildings' }),
  ).toBeInTheDocument();

  await user.click(screen.getByRole('link', { name: 'Register now' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
  await stepHeading('Welcome');
  expect(await screen.findByRole('link', { name: 'Open the video in a new tab' })).toHaveAttribute(
    'href',
    WELCOME_VIDEO_URLS.en,
  );
});

it('says so when the video cannot be loaded, and still offers the way in', async () => {
  const { server } = await import('@mocks/node');
  const { http, HttpResponse } = await import('msw');
  server.use(
    http.get('*/api/v1/meta/welcome-videos', () =>
      HttpResponse.json({ code: 'server', message: 'down' }, { status: 500 }),
    ),
  );
  await openRegistration();
  expect(await screen.findByText('The video cannot be shown right now.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Play the welcome video' })).toBeDisabled();
  expect(screen.queryByRole('link', { name: 'Open the video in a new tab' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
});
