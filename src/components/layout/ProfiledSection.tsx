import { Profiler, type ProfilerOnRenderCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { LoadFailed } from '../feedback/LoadState';
import { RenderErrorBoundary } from '../feedback/RenderErrorBoundary';

/** `mount`: the section appeared; otherwise it rendered again. */
type Listener = (section: string, phase: Parameters<ProfilerOnRenderCallback>[1]) => void;
const listeners = new Set<Listener>();

const reportRender: ProfilerOnRenderCallback = (section, phase) =>
  listeners.forEach((listener) => listener(section, phase));

/**
 * A part of a screen that reads its own data and renders when that data changes, not when
 * another part's does. React reports its renders in development builds (the tests) only: a
 * production build does not time Profilers, so this costs nothing there. A part that fails to
 * render says so in its place, with a retry; the rest of the screen goes on working.
 */
export function ProfiledSection({ name, children }: { name: string; children: ReactNode }) {
  return (
    <RenderErrorBoundary name={`The section ${name}`} fallback={(retry) => <SectionFailed onRetry={retry} />}>
      <Profiler id={name} onRender={reportRender}>
        {children}
      </Profiler>
    </RenderErrorBoundary>
  );
}

function SectionFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return <LoadFailed error={null} message={t('error.section')} onRetry={onRetry} />;
}

/** Calls `listener` with a section's name and phase each time it renders; returns the unsubscribe. */
export function onSectionRender(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
