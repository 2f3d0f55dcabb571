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

async function start() {
  // Decision 2: the demo talks to the mock in the browser. The literal check lets the
  // real-API build drop the mock entirely.
  if (import.meta.env.VITE_DEMO === 'true' && isDemo) {
    const { startDemoMock } = await import('@mocks/browser');
    await startDemoMock();
  }
  const store = makeStore();
  installClientHooks({ onSessionExpired: () => store.dispatch(authActions.sessionExpired()) });
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
