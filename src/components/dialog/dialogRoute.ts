import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Dialogs are full-screen below 768 px. */
export const FULL_SCREEN_QUERY = '(max-width:767.95px)';

/** Set on the navigation state by links inside the app that open a dialog, so closing can go back in history. */
export interface DialogOpenState {
  fromBase: true;
  /**
   * A dialog of several steps, each a route of its own (the opportunity dialog): how many
   * history entries it has pushed over its base so far (1 when absent). See `nextStepState`.
   */
  steps?: number;
}

/**
 * Closing a dialog that is a route returns to its base. Opened from the page, it goes back in
 * history (over every step it pushed), so the browser's back button and the close button
 * agree; opened by a deep link, it replaces the entry.
 */
export function useCloseDialog(basePath: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as Partial<DialogOpenState> | null;
  const openedFromBase = state?.fromBase === true;
  const steps = Math.max(1, state?.steps ?? 1);
  return useCallback(() => {
    if (openedFromBase) void navigate(-steps);
    else void navigate(basePath, { replace: true });
  }, [navigate, openedFromBase, steps, basePath]);
}

/**
 * The navigation state of the next step of a dialog of several steps: one more entry to go
 * back over when it closes. A dialog opened by a deep link stays one (closing replaces it).
 */
export function nextStepState(current: unknown): DialogOpenState | null {
  const state = current as Partial<DialogOpenState> | null;
  if (state?.fromBase !== true) return null;
  return { fromBase: true, steps: Math.max(1, state.steps ?? 1) + 1 };
}

/**
 * Back from a step of a dialog of several steps to the step before it (`href`): back in history over the entry
 * the step pushed, so the browser's back button agrees; a step opened by a deep link is replaced by it.
 */
export function useStepBack(href: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as Partial<DialogOpenState> | null;
  const pushed = state?.fromBase === true && (state.steps ?? 1) > 1;
  return useCallback(() => {
    if (pushed) void navigate(-1);
    else void navigate(href, { replace: true, state });
  }, [navigate, pushed, href, state]);
}
