import { Profiler, type ProfilerOnRenderCallback, type ReactNode } from 'react';

/** `mount`: the section appeared; otherwise it rendered again. */
type Listener = (section: string, phase: Parameters<ProfilerOnRenderCallback>[1]) => void;
const listeners = new Set<Listener>();

const reportRender: ProfilerOnRenderCallback = (section, phase) =>
  listeners.forEach((listener) => listener(section, phase));

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

/** Calls `listener` with a section's name and phase each time it renders; returns the unsubscribe. */
export function onSectionRender(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
