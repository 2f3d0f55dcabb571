import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '@/components/dialog/ConfirmDialog';
import { dirtyForms, leavePageWithoutAsking, useDirtyForms } from '@/components/form/dirtyForms';

/**
 * A new release waits (docs/decisions/053-service-worker.md): the notice offers the reload and never reloads
 * by itself. With a form unsaved the reload names it and asks first, as the logout does
 * (docs/decisions/034-logout-revokes.md). 'Later' hides the notice; the release then starts with the next start.
 */
export default function NewReleaseNotice({ apply }: { apply: () => void }) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(false);
  const [asking, setAsking] = useState(false);
  const reload = () => {
    if (dirtyForms().length > 0) setAsking(true);
    else apply();
  };
  return (
    <>
      {/* At the end of the body, not in the app's root: an open dialog hides the root from assistive technology,
          and the release may well come while the manager is in a form. While the question is open the notice makes
          way for it, and comes back after it, again at the end of the body. */}
      {!hidden && !asking && (
        <Portal>
          <Snackbar open anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
            <Alert
              severity="info"
              variant="filled"
              action={
                <>
                  <Button color="inherit" size="small" onClick={reload} sx={{ fontWeight: 700 }}>
                    {t('release.reload')}
                  </Button>
                  <Button color="inherit" size="small" onClick={() => setHidden(true)}>
                    {t('release.later')}
                  </Button>
                </>
              }
              sx={{ width: '100%', alignItems: 'center' }}
            >
              {t('release.ready')}
            </Alert>
          </Snackbar>
        </Portal>
      )}
      {asking && (
        <ReloadConfirmDialog
          onBack={() => setAsking(false)}
          onReload={() => {
            // The manager has chosen: the browser's own 'leave the page?' question would ask a second time.
            leavePageWithoutAsking();
            apply();
          }}
        />
      )}
    </>
  );
}

/** Mounted only while asking: its texts are the form kit's, loaded by then with the dirty form itself. */
function ReloadConfirmDialog({ onBack, onReload }: { onBack: () => void; onReload: () => void }) {
  const { t } = useTranslation('forms');
  const forms = useDirtyForms();
  const names = [...new Set(forms.map((form) => t(`unsaved.forms.${form.nameKey}`)))];
  return (
    <ConfirmDialog
      open
      destructive
      title={t('unsaved.reloadTitle')}
      text={t('unsaved.reloadText')}
      cancelLabel={t('unsaved.goBack')}
      confirmLabel={t('unsaved.reloadAnyway')}
      onCancel={onBack}
      onConfirm={onReload}
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
