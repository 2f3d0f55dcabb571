import type { ReactNode } from 'react';

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
