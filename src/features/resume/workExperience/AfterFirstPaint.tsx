import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children right after the first paint, in a transition: the top of a long form
 * shows at once and the rest (below the fold) follows without holding the dialog back.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    startTransition(() => setShown(true));
  }, []);
  return shown ? children : null;
}
