import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Suspense } from 'react';
import { Outlet } from 'react-router';

import { preloadClient } from '@/api/client';
import { ErrorBanner } from '@/components/feedback/ErrorBanner';
import { PageLoader } from '@/components/feedback/PageLoader';
import { IdleDialog } from '@/features/auth/components/IdleDialog';

import { ScreenErrorBoundary } from '../routes/RouteErrorBoundary';
import { MAX_APP_WIDTH } from '../theme/theme';
import { Footer } from './Footer';
import { Header } from './Header';
import { OfflineBanner } from './OfflineBanner';
import { MAIN_ID, SkipLink } from './SkipLink';

/** The signed-in frame: header, page, footer; max width 1600 px. */
export default function AppShell() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <Header />
      <OfflineBanner />
      <ErrorBanner />
      {/* A start's first data comes without the HTTP client (api/prefetch.ts); it loads once a form is used. */}
      <Container
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        onFocusCapture={preloadClient}
        maxWidth={false}
        sx={{ maxWidth: MAX_APP_WIDTH, flex: 1, py: { xs: 2, sm: 4 }, px: { xs: 2, sm: 3 }, outline: 'none' }}
      >
        <ScreenErrorBoundary>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
      </Container>
      <Footer />
      <IdleDialog />
    </Box>
  );
}
