import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';

import { hasSessionToRestore, installClientHooks, restoreAtStart } from '@/api/client';
import { prefetchGets } from '@/api/prefetch';
import { App } from '@/app/App';
import { firstScreenOf } from '@/app/routes/routes';
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
  const keptSession = hasSessionToRestore();
  const firstScreen = firstScreenOf(window.location, keptSession);
  installClientHooks({
    onSessionExpired: () => store.dispatch(authActions.sessionExpired()),
    beforeFirstRequest: startMock,
  });
  // The first screen's data goes out the moment the kept session is restored, beside the
  // screen's code rather than after it has arrived and rendered. In a build for the real API
  // the refresh is on its way already (src/restoreEarly.ts).
  if (keptSession) {
    restoreAtStart().then(
      (session) => prefetchGets(firstScreen.firstData(session)),
      () => undefined,
    );
  }
  // The texts start in the stored language before the session's refresh is sent beside them.
  const texts = initI18n(
    langOf(readStoredLanguageCode()),
    firstScreen.pages.flatMap((page) => page.namespaces),
  );
  store.dispatch(authActions.appStarted());
  // The first page's module and texts arrive before the first render (the public pages' files are
  // preloaded beside this one; a kept session's screen is requested now), so the page paints at
  // once with its frame instead of after a loader.
  const modules = Promise.all(firstScreen.pages.map((page) => page.preload()));
  await texts;
  // A module that failed to load is the route's to report (RouteErrorBoundary), after the render.
  await modules.catch(() => undefined);

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

/**
 * The real-API build's service worker (docs/decisions/053-service-worker.md): registered, and its code loaded,
 * only once the page has loaded and the browser is idle, so nothing of it comes before the first paint. The
 * demo has msw's worker and no other; a dev server has none.
 */
function registerWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || import.meta.env.VITE_DEMO === 'true' || !('serviceWorker' in navigator)) return;
  const register = () => {
    void import('@/app/release/serviceWorker').then(
      ({ registerServiceWorker }) => registerServiceWorker(),
      () => undefined,
    );
  };
  // Safari has no requestIdleCallback.
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(register) : setTimeout(register, 1000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

void start().then(registerWorkerWhenIdle);
