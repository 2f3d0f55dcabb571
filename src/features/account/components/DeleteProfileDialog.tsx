import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { SerializedApiError } from '@/api/errors';
import { PortalDialog } from '@/components/dialog/PortalDialog';
import { ApiErrorAlert } from '@/components/feedback/ApiErrorAlert';
import { apiErrorMessage } from '@/components/feedback/errorMessage';
import { TextInput } from '@/components/form/TextInput';
import { useAppDispatch } from '@/core/hooks';
import { useFieldLimits } from '@/core/meta/useFieldLimits';
import { logoutRequested } from '@/core/session/session.events';
import { useSubmit } from '@/core/submission/useSubmit';

import { accountActions } from '../account.events';

const REMARKS = ['remarks'] as const;

/**
 * `/account/deleteProfile`: an optional reason, `PUT /manager/delete-profile`,
 * then the confirmation that the request arrived and the data cannot be restored. Closing
 * the confirmation logs out (to /login); cancel goes back to the account page.
 */
export function DeleteProfileDialog({ open, onCancel }: { open: boolean; onCancel: () => void }) {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const dispatch = useAppDispatch();
  const maxLength = useFieldLimits('manager', REMARKS).remarks;
  const { submit: send, submitting: sending } = useSubmit();
  const [reason, setReason] = useState('');
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<SerializedApiError | null>(null);

  const cancel = () => {
    if (sending) return;
    setFailure(null);
    setReason('');
    onCancel();
  };
  const closeAndLogout = () => dispatch(logoutRequested());
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    const outcome = await send(accountActions.deletionSubmitted(reason));
    if (outcome.ok) setDone(true);
    else setFailure(outcome.error);
  };

  return (
    <PortalDialog
      open={open}
      titleId="delete-profile-title"
      descriptionId="delete-profile-body"
      maxWidth="sm"
      onEscape={done ? closeAndLogout : cancel}
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
        <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="delete-profile-title">
          <DialogTitle id="delete-profile-title">{t('delete.title')}</DialogTitle>
          <DialogContent>
            <DialogContentText id="delete-profile-body">{t('delete.body')}</DialogContentText>
            {failure && (
              <ApiErrorAlert
                error={failure}
                message={`${t('delete.failed')} ${apiErrorMessage(tCommon, failure)}`}
                sx={{ mt: 2 }}
              />
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
              maxLength={maxLength}
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
    </PortalDialog>
  );
}
