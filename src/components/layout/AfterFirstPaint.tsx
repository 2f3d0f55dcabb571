import { startTransition, useEffect, useState, type ReactNode } from 'react';

import { afterNextPaint } from '@/lib/afterNextPaint';

/**
 * Renders its children after the page around them has painted, in an interruptible render of
 * its own: for parts below the fold (the footer) that should not lengthen the first frame's
 * work on a slow phone.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setShown(true))), []);
  return shown ? children : null;
}
