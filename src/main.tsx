import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';

import { installClientHooks } from '@/api/client';
import { App } from '@/app/App';
import { firstPagesOf } from '@/app/routes/routes';
import { makeStore } from '@/app/store';
import { isDemo } from '@/config/env';
import { authActions } from '@/features/auth/auth.slice';
import { initI18n } from '@/lib/i18n';
import { langOf, readStoredLanguageCode } from '@/lib/languages';

/**
 * The demo talks to the mock in the browser (docs/decisions/002-demo-mode.md). The literal check lets the real-API
 * build drop the mock entirely. The mock starts with the first API call, not before the first
 * render; the API client holds every call until it runs.
 */
function startMock(): Promise<void> | undefined {
  if (!(import.meta.env.VITE_DEMO === 'true' && isDemo)) return undefined;
  return import('@mocks/browser').then(({ startDemoMock }) => startDemoMock());
}

async function start() {
  const store = makeStore();
  installClientHooks({
    onSessionExpired: () => store.dispatch(authActions.sessionExpired()),
    beforeFirstRequest: startMock,
  });
  // The first page's module and texts arrive before the first render (their files are preloaded
  // beside this one), so the page paints at once with its frame instead of after a loader.
  const firstPages = firstPagesOf(window.location.pathname);
  const modules = Promise.all(firstPages.map((page) => page.preload()));
  await initI18n(
    langOf(readStoredLanguageCode()),
    firstPages.flatMap((page) => page.namespaces),
  );
  // A module that failed to load is the route's to report (RouteErrorBoundary), after the render.
  await modules.catch(() => undefined);
  store.dispatch(authActions.appStarted());

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  const reactRoot = createRoot(root);
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding a slow phone's main thread for one long task (total blocking time).
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <BrowserRouter>
          <App store={store} />
        </BrowserRouter>
      </StrictMode>,
    ),
  );
}

void start();
