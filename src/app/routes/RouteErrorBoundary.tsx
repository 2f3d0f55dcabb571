import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

import { RenderErrorBoundary } from '@/components/feedback/RenderErrorBoundary';

import { RouteError } from './RouteError';

/**
 * A screen that throws while rendering (or whose chunk fails to load) shows RouteError, not a blank
 * page. Inside the frames (AppShell, PublicLayout) it keeps the header, menu and language switch,
 * and another address draws its screen afresh.
 */
export function RouteErrorBoundary({ resetKey, children }: { resetKey?: string; children: ReactNode }) {
  return (
    <RenderErrorBoundary name="A screen" resetKey={resetKey} fallback={() => <RouteError />}>
      {children}
    </RenderErrorBoundary>
  );
}

/**
 * The boundary of a frame's screen, drawn afresh at another address. It reads the address itself,
 * so that the frame around it (header, menu, footer) is not drawn again at every change of the
 * address, a month picked on the placement screen included.
 */
export function ScreenErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <RouteErrorBoundary resetKey={pathname}>{children}</RouteErrorBoundary>;
}
