import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink } from 'react-router';

import { preloadClient } from '@/api/client';
import { ErrorBanner } from '@/components/feedback/ErrorBanner';
import { PageLoader } from '@/components/feedback/PageLoader';
import { AfterFirstPaint } from '@/components/layout/AfterFirstPaint';
import { LanguageSwitch } from '@/components/layout/LanguageSwitch';
import { Logo } from '@/components/layout/Logo';
import { paths } from '@/config/paths';

import { ScreenErrorBoundary } from '../routes/RouteErrorBoundary';
import { MAX_APP_WIDTH } from '../theme/theme';
import { Footer } from './Footer';
import { MAIN_ID, SkipLink } from './SkipLink';

/** The frame of the public pages: logo, language switch, the page, footer. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Box
          sx={{
            maxWidth: MAX_APP_WIDTH,
            mx: 'auto',
            px: { xs: 2, sm: 3 },
            py: 1.5,
            display: 'flex',
            alignItems: 'center',
            gap: 2,
          }}
        >
          <Link
            component={RouterLink}
            to={paths.login.getHref()}
            underline="none"
            aria-label={t('app.logoToLogin')}
            sx={{ minWidth: 0 }}
          >
            <Logo />
          </Link>
          <Box sx={{ flexGrow: 1 }} />
          <LanguageSwitch />
        </Box>
      </Box>
      <ErrorBanner />
      {/* A visitor who starts on a form will send it: the HTTP client loads meanwhile. */}
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        onFocusCapture={preloadClient}
        sx={{
          flex: 1,
          width: '100%',
          maxWidth: MAX_APP_WIDTH,
          mx: 'auto',
          py: { xs: 3, sm: 6 },
          px: { xs: 2, sm: 3 },
          outline: 'none',
        }}
      >
        <ScreenErrorBoundary>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
      </Box>
      <AfterFirstPaint>
        <Footer />
      </AfterFirstPaint>
    </Box>
  );
}
