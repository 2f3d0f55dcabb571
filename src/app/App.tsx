import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, Suspense, useState } from 'react';
import { Provider, useSelector } from 'react-redux';

import { PageLoader } from '@/components/feedback/PageLoader';
import { selectToast } from '@/core/feedback/feedback.selectors';

import { useNewRelease } from './release/newRelease';
import { AppRoutes } from './routes/routes';
import type { AppStore } from './store';
import { theme } from './theme/theme';

/** The app inside a router (BrowserRouter in main.tsx, MemoryRouter in tests). */
export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <Suspense fallback={<PageLoader />}>
          <AppRoutes />
        </Suspense>
        <ToastHost />
        <ReleaseHost />
      </ThemeProvider>
    </Provider>
  );
}

const ErrorToast = lazy(() => import('@/components/feedback/ErrorToast'));

/** The toast's code loads with the first error, not with the first page. */
function ToastHost() {
  const hasToast = useSelector(selectToast) !== null;
  const [needed, setNeeded] = useState(false);
  if (hasToast && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ErrorToast />
    </Suspense>
  ) : null;
}

const NewReleaseNotice = lazy(() => import('./release/NewReleaseNotice'));

/** The new release's notice loads when a release waits (docs/decisions/053-service-worker.md). */
function ReleaseHost() {
  const apply = useNewRelease();
  return apply ? (
    <Suspense fallback={null}>
      <NewReleaseNotice apply={apply} />
    </Suspense>
  ) : null;
}
