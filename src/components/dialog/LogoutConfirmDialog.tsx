import { useState, type ReactNode } from 'react';

import { dirtyForms } from '@/components/form/dirtyForms';
import { useAppDispatch } from '@/core/hooks';
import { logoutRequested } from '@/core/session/session.events';

import { UnsavedFormsConfirmDialog } from './UnsavedFormsConfirmDialog';

/**
 * A deliberate logout (the profile menu, the idle dialog's button): with every form saved it logs out at once;
 * with unsaved work it first names the forms that would be lost and offers to go back
 * (docs/decisions/034-logout-revokes.md). `confirmation` is rendered by the caller, outside any menu or dialog
 * that closes with the click.
 */
export function useLogoutAsking(): { requestLogout: () => void; confirmation: ReactNode } {
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState(false);
  const requestLogout = () => {
    if (dirtyForms().length > 0) setAsking(true);
    else dispatch(logoutRequested());
  };
  const confirmation = asking && (
    <UnsavedFormsConfirmDialog
      step="logout"
      onBack={() => setAsking(false)}
      onConfirm={() => {
        setAsking(false);
        dispatch(logoutRequested());
      }}
    />
  );
  return { requestLogout, confirmation };
}
