import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useResumeBase, type DialogOpenState } from './resumeBase';

/**
 * Closing a dialog returns to the base. Opened from the page, it goes back in history, so the
 * browser's back button and the close button agree; opened by a deep link, it replaces the entry.
 */
export function useCloseDialog(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const base = useResumeBase();
  const openedFromBase = (location.state as Partial<DialogOpenState> | null)?.fromBase === true;
  return useCallback(() => {
    if (openedFromBase) void navigate(-1);
    else void navigate(base.path, { replace: true });
  }, [navigate, openedFromBase, base.path]);
}
