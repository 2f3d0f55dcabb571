import { Profiler, type ProfilerOnRenderCallback, type ReactNode } from 'react';

type Listener = (section: string) => void;
const listeners = new Set<Listener>();

const reportRender: ProfilerOnRenderCallback = (section) => listeners.forEach((listener) => listener(section));

/**
 * A part of a screen that reads its own data and renders when that data changes, not when
 * another part's does. React reports its renders in development builds (the tests) only: a
 * production build does not time Profilers, so this costs nothing there.
 */
export function ProfiledSection({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Profiler id={name} onRender={reportRender}>
      {children}
    </Profiler>
  );
}

/** Calls `listener` with a section's name each time it renders; returns the unsubscribe. */
export function onSectionRender(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
