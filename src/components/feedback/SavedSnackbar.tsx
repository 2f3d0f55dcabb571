import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

/** A snackbar shows 4 seconds. */
export const SNACKBAR_HIDE_MS = 4000;

/**
 * A save that went well (the monthly report's 'saved'), at the top centre for
 * SNACKBAR_HIDE_MS. `openKey` changes with each save, so a second save shows it again.
 */
export function SavedSnackbar({
  openKey,
  message,
  onClose,
}: {
  openKey: number | null;
  message: string;
  onClose: () => void;
}) {
  return (
    <Snackbar
      key={openKey ?? undefined}
      open={openKey !== null}
      autoHideDuration={SNACKBAR_HIDE_MS}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert severity="success" variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {message}
      </Alert>
    </Snackbar>
  );
}
