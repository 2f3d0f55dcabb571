import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { installClientHooks } from '@/api/client';
import { App } from '@/app/App';
import { makeStore } from '@/app/store';
import { isDemo } from '@/config/env';
import { authActions } from '@/features/auth/auth.slice';
import { initI18n } from '@/lib/i18n';
import { langOf, readStoredLanguageCode } from '@/lib/languages';

/**
 * Decision 2: the demo talks to the mock in the browser. The literal check lets the real-API
 * build drop the mock entirely. The mock starts with the first API call or once the first page
 * has painted, whichever comes first (issue 9); the API client holds every call until then.
 */
function startMock(): Promise<void> | undefined {
  if (!(import.meta.env.VITE_DEMO === 'true' && isDemo)) return undefined;
  return import('@mocks/browser').then(({ startDemoMock }) => startDemoMock());
}

async function start() {
  const store = makeStore();
  installClientHooks({ onSessionExpired: () => store.dispatch(authActions.sessionExpired()), beforeFirstRequest: startMock });
  await initI18n(langOf(readStoredLanguageCode()));
  store.dispatch(authActions.appStarted());

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <App store={store} />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
