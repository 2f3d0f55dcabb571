import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';

import { selectToast } from '@/core/feedback/feedback.selectors';
import { TOAST_HIDE_MS, toastHidden } from '@/core/feedback/feedback.slice';

import { apiErrorMessage } from './errorMessage';

/** Request errors show in a red toast that hides after 6 seconds. */
export default function ErrorToast() {
  const { t } = useTranslation();
  const toast = useSelector(selectToast);
  const dispatch = useDispatch();
  const close = () => dispatch(toastHidden());
  return (
    <Snackbar
      key={toast?.id}
      open={toast !== null}
      autoHideDuration={TOAST_HIDE_MS}
      onClose={(_event, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert severity="error" variant="filled" onClose={close} sx={{ width: '100%' }}>
        {toast ? apiErrorMessage(t, toast.error) : ''}
      </Alert>
    </Snackbar>
  );
}
