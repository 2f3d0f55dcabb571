import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Part 2 §9: dialogs are full-screen below 768 px. */
export const FULL_SCREEN_QUERY = '(max-width:767.95px)';

/** Set on the navigation state by links inside the app that open a dialog, so closing can go back in history. */
export interface DialogOpenState {
  fromBase: true;
}

/**
 * Closing a dialog that is a route returns to its base. Opened from the page, it goes back in
 * history, so the browser's back button and the close button agree; opened by a deep link, it
 * replaces the entry.
 */
export function useCloseDialog(basePath: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const openedFromBase = (location.state as Partial<DialogOpenState> | null)?.fromBase === true;
  return useCallback(() => {
    if (openedFromBase) void navigate(-1);
    else void navigate(basePath, { replace: true });
  }, [navigate, openedFromBase, basePath]);
}
