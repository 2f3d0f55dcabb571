import { startTransition, useEffect, useState, type ReactNode } from 'react';

import { afterNextPaint } from '@/lib/afterNextPaint';

/**
 * Renders its children after the first paint of what is around them, in an interruptible
 * render of their own: parts below the fold that should not lengthen the first frame's work
 * on a slow phone. By default it waits until the next frame has been painted (the footer of a
 * public page); `waitForPaint={false}` starts right after the first render, so the lower part of
 * a long dialog form follows at once without holding the dialog back.
 */
export function AfterFirstPaint({ children, waitForPaint = true }: { children: ReactNode; waitForPaint?: boolean }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setShown(true));
    if (waitForPaint) return afterNextPaint(show);
    show();
    return undefined;
  }, [waitForPaint]);
  return shown ? children : null;
}
