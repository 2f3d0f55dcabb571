import { startTransition, useEffect, useState } from 'react';

import { afterNextPaint } from './afterNextPaint';

/**
 * How many of `total` parts to render: the first at once, then one more after each paint, each in an interruptible
 * render and a commit of its own. A commit is one task however the render before it was split, and a slow phone
 * spends hundreds of milliseconds in the commit of a whole screen's lower half; parts appended below what is shown
 * move nothing of it. Fewer parts than shown (say, none while loading again) are shown at once.
 */
export function useStagedCount(total: number): number {
  const [staged, setStaged] = useState(1);
  const shown = Math.min(staged, total);
  useEffect(() => {
    if (shown >= total) return undefined;
    return afterNextPaint(() => startTransition(() => setStaged(shown + 1)));
  }, [shown, total]);
  return shown;
}
