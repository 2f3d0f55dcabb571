import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { dirtyForms, useDirtyForms } from '@/components/form/dirtyForms';
import { useAppDispatch } from '@/core/hooks';
import { logoutRequested } from '@/core/session/session.events';

import { ConfirmDialog } from './ConfirmDialog';

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
    <LogoutConfirmDialog
      onBack={() => setAsking(false)}
      onLogout={() => {
        setAsking(false);
        dispatch(logoutRequested());
      }}
    />
  );
  return { requestLogout, confirmation };
}

/** Mounted only while asking: its texts are the form kit's, loaded by then with the dirty form itself. */
function LogoutConfirmDialog({ onBack, onLogout }: { onBack: () => void; onLogout: () => void }) {
  const { t } = useTranslation('forms');
  const forms = useDirtyForms();
  // Two open forms of one kind are named once.
  const names = [...new Set(forms.map((form) => t(`unsaved.forms.${form.nameKey}`)))];
  return (
    <ConfirmDialog
      open
      destructive
      title={t('unsaved.logoutTitle')}
      text={t('unsaved.logoutText')}
      cancelLabel={t('unsaved.goBack')}
      confirmLabel={t('unsaved.logoutAnyway')}
      onCancel={onBack}
      onConfirm={onLogout}
    >
      <List dense sx={{ listStyleType: 'disc', pl: 3 }}>
        {names.map((name) => (
          <ListItem key={name} sx={{ display: 'list-item', px: 0 }}>
            {name}
          </ListItem>
        ))}
      </List>
    </ConfirmDialog>
  );
}
