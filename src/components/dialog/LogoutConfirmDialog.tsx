import { useState, type ReactNode } from 'react';

import { dirtyForms } from '@/components/form/dirtyForms';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { logoutRequested } from '@/core/session/session.events';
import { selectOutbox } from '@/core/timeEntryOutbox/outbox.selectors';

import { UnsavedFormsConfirmDialog } from './UnsavedFormsConfirmDialog';

/**
 * A deliberate logout (the profile menu, the idle dialog's button): with every form saved it logs out at once;
 * with unsaved work (a form, or time entries waiting on the device to be sent) it first names what would be lost
 * and offers to go back
 * (docs/decisions/034-logout-revokes.md). `confirmation` is rendered by the caller, outside any menu or dialog
 * that closes with the click.
 */
export function useLogoutAsking(): { requestLogout: () => void; confirmation: ReactNode } {
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState(false);
  // Time entries waiting on the device go with the logout too (docs/decisions/054-offline-data.md).
  const waitingEntries = useAppSelector(selectOutbox).length;
  const requestLogout = () => {
    if (dirtyForms().length > 0 || waitingEntries > 0) setAsking(true);
    else dispatch(logoutRequested());
  };
  const confirmation = asking && (
    <UnsavedFormsConfirmDialog
      step="logout"
      waitingEntries={waitingEntries}
      onBack={() => setAsking(false)}
      onConfirm={() => {
        setAsking(false);
        dispatch(logoutRequested());
      }}
    />
  );
  return { requestLogout, confirmation };
}
