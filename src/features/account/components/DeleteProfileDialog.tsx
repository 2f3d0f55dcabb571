import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ApiErrorAlert } from '@/components/feedback/ApiErrorAlert';
import { apiErrorMessage } from '@/components/feedback/errorMessage';
import { TextInput } from '@/components/form/TextInput';
import { selectMaxLength } from '@/core/meta/meta.selectors';
import { logoutRequested } from '@/core/session/session.events';
import { accountActions, selectAccount } from '../account.slice';

/** Below this width the dialog fills the screen (definition of done). */
const FULL_SCREEN_QUERY = '(max-width:767.95px)';

/**
 * `/account/deleteProfile` (part 1 §2, §4): an optional reason, `PUT /manager/delete-profile`,
 * then the confirmation that the request arrived and the data cannot be restored. Closing
 * the confirmation logs out (to /login); cancel goes back to the account page.
 */
export function DeleteProfileDialog({ open, onCancel }: { open: boolean; onCancel: () => void }) {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const dispatch = useAppDispatch();
  const fullScreen = useMediaQuery(FULL_SCREEN_QUERY, { noSsr: true });
  const { deletion } = useAppSelector(selectAccount);
  const maxLength = useAppSelector((state) => selectMaxLength(state, 'manager', 'remarks'));
  const [reason, setReason] = useState('');
  const sending = deletion.status === 'loading';
  const done = deletion.status === 'succeeded';

  const cancel = () => {
    if (sending) return;
    dispatch(accountActions.deletionDialogClosed());
    setReason('');
    onCancel();
  };
  const closeAndLogout = () => dispatch(logoutRequested());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sending) dispatch(accountActions.deletionSubmitted(reason));
  };

  return (
    <Dialog
      open={open}
      onClose={done ? closeAndLogout : cancel}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="delete-profile-title"
      aria-describedby="delete-profile-body"
    >
      {done ? (
        <>
          <DialogTitle id="delete-profile-title">{t('delete.doneTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText id="delete-profile-body" role="status">
              {t('delete.done')}
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" autoFocus onClick={closeAndLogout}>
              {t('delete.closeAndLogout')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={submit} aria-labelledby="delete-profile-title">
          <DialogTitle id="delete-profile-title">{t('delete.title')}</DialogTitle>
          <DialogContent>
            <DialogContentText id="delete-profile-body">{t('delete.body')}</DialogContentText>
            {deletion.status === 'failed' && (
              <ApiErrorAlert error={deletion.error} message={`${t('delete.failed')} ${deletion.error ? apiErrorMessage(tCommon, deletion.error) : ''}`} sx={{ mt: 2 }} />
            )}
            <TextInput
              name="remarks"
              label={t('delete.reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              multiline
              minRows={3}
              maxRows={10}
              disabled={sending}
              inputProps={{ maxLength }}
              helperText={maxLength ? t('delete.reasonHint', { length: reason.length, max: maxLength }) : undefined}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={cancel} disabled={sending}>
              {t('actions.cancel', { ns: 'common' })}
            </Button>
            <Button type="submit" variant="contained" color="error" disabled={sending}>
              {sending ? t('delete.sending') : t('delete.submit')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
