import { act, render, screen, waitFor, type waitForOptions } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router';

import { installClientHooks } from '@/api/client';
import { setTokens } from '@/api/tokens';
import { App } from '@/app/App';
import { makeStore } from '@/app/store';
import type { LoginResponse } from '@/contract/session';
import { sessionStarted } from '@/core/session/session.events';
import { login } from '@/features/auth/auth.api';
import { authActions } from '@/features/auth/auth.slice';
import { touchLastActive } from '@/lib/lastActive';
import { DEMO_EMAIL, DEMO_PASSWORD } from '@mocks/auth/fixtures';
import { server } from '@mocks/node';

import { noteStore } from './liveStores';

export { DEMO_PASSWORD };
/** The demo accounts the tests sign in with, by their lower-case names. */
/** How long a test waits for a lazy chunk's first render (a screen, an alert) on two busy cores. */
export const FIRST_RENDER = { timeout: 30_000 };

export const DEMO = {
  manager: DEMO_EMAIL.MANAGER,
  pending: DEMO_EMAIL.PENDING,
  skippable: DEMO_EMAIL.SKIPPABLE,
  client: DEMO_EMAIL.CLIENT,
} as const;

interface RenderAppOptions {
  route?: string;
  /** Navigation state of the first history entry (e.g. a remembered `{ from }`), which no URL can set. */
  state?: unknown;
  /** Signs in through the mock API first, as the login would. */
  signedInAs?: string;
  /** Runs the start-up check (stored refresh token, last-active time) instead of signing in. */
  bootstrap?: boolean;
}

/**
 * How the tests' user acts: user-event's check that an element takes pointer events is done once per action
 * instead of for every event of it (each walks the element's computed styles up to the document). The pause
 * between keys stays: without it an Escape can reach a menu before its list has taken the focus.
 */
const USER_EVENT_OPTIONS = { pointerEventsCheck: PointerEventsCheckLevel.EachApiCall } as const;

/** The whole app, with the real store, sagas, router and the msw mock API. */
export async function renderApp({ route = '/', state, signedInAs, bootstrap = true }: RenderAppOptions = {}) {
  const store = makeStore();
  noteStore(store);
  installClientHooks({ onSessionExpired: () => store.dispatch(authActions.sessionExpired()) });
  if (signedInAs) {
    const { accessToken, refreshToken, ...session }: LoginResponse = await login({
      username: signedInAs,
      password: DEMO_PASSWORD,
    });
    setTokens({ accessToken, refreshToken });
    touchLastActive();
    store.dispatch(sessionStarted(session));
  } else if (bootstrap) {
    store.dispatch(authActions.appStarted());
  }
  const seen: { location: Location | null; navigate: NavigateFunction | null } = { location: null, navigate: null };
  // `router.state.location` is where the app is now, as a person would read the address bar.
  const router = {
    get state() {
      if (!seen.location) throw new Error('The app has not rendered a route yet');
      return { location: seen.location };
    },
    /** The browser's back button: one entry back in the history. */
    async back() {
      const navigate = seen.navigate;
      if (!navigate) throw new Error('The app has not rendered a route yet');
      await act(async () => {
        await navigate(-1);
      });
    },
  };
  const user = userEvent.setup(USER_EVENT_OPTIONS);
  const utils = render(
    <MemoryRouter
      initialEntries={[
        {
          pathname: route.split(/[?#]/)[0],
          search: route.match(/\?[^#]*/)?.[0] ?? '',
          hash: route.match(/#.*/)?.[0] ?? '',
          state,
        },
      ]}
    >
      <LocationSpy
        onChange={(location, navigate) => {
          seen.location = location;
          seen.navigate = navigate;
        }}
      />
      <App store={store} />
    </MemoryRouter>,
  );
  return { store, router, user, ...utils };
}

function LocationSpy({ onChange }: { onChange: (location: Location, navigate: NavigateFunction) => void }) {
  onChange(useLocation(), useNavigate());
  return null;
}

/**
 * No dialog is open any more: none in the page, and the page beneath given back to the user. A dialog that is a
 * route's leaves the page with the route, and its modal takes `aria-hidden` off the page only in an effect after
 * that: a test going on at the first sign could find the page still hidden.
 */
export async function dialogsClosed(options?: waitForOptions): Promise<void> {
  await waitFor(() => {
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.querySelector(':scope > [aria-hidden="true"]')).toBeNull();
  }, options);
}

/** Every request the app sends, in order, with its parsed JSON body. */
export function recordRequests() {
  const requests: {
    method: string;
    path: string;
    body: unknown;
    authorization: string | null;
    /** The save's condition (docs/decisions/035-save-versions.md). */
    ifMatch: string | null;
    ifNoneMatch: string | null;
  }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    let body: unknown = null;
    const text = await request
      .clone()
      .text()
      .catch(() => '');
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    requests.push({
      method: request.method,
      path: url.pathname,
      body,
      authorization: request.headers.get('authorization'),
      ifMatch: request.headers.get('if-match'),
      ifNoneMatch: request.headers.get('if-none-match'),
    });
  });
  return requests;
}
