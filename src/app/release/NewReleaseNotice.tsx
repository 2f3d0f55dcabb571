import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { UnsavedFormsConfirmDialog } from '@/components/dialog/UnsavedFormsConfirmDialog';
import { dirtyForms, leavePageWithoutAsking } from '@/components/form/dirtyForms';

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
        <UnsavedFormsConfirmDialog
          step="reload"
          onBack={() => setAsking(false)}
          onConfirm={() => {
            // The manager has chosen: the browser's own 'leave the page?' question would ask a second time.
            leavePageWithoutAsking();
            apply();
          }}
        />
      )}
    </>
  );
}
