import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, Formik, useFormikContext, type FormikProps, type FormikValues } from 'formik';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyObjectSchema } from 'yup';

import { isMissingCall, type SerializedApiError } from '@/api/errors';
import { apiErrorMessage } from '@/components/feedback/errorMessage';
import { ErrorSummary } from '@/components/form/ErrorSummary';
import { FormDraft, useFormDraft, type FormDraftHandle } from '@/components/form/FormDraft';
import { showServerFieldErrors, type FieldErrorMapper } from '@/components/form/serverFieldErrors';
import type { SubmissionOutcome } from '@/core/submission/submission';
import { draftLike } from '@/lib/drafts';

import { DeleteFooter } from './DeleteFooter';
import { DialogCloseButton } from './DialogCloseButton';
import { PortalDialog } from './PortalDialog';

export interface EditDialogProps<V extends FormikValues> {
  title: string;
  /**
   * The draft (docs/decisions/010-drafts.md): whose (the user's id, null for none) and which form, e.g.
   * `resume.education.<id>`.
   */
  draft: { owner: string | null; name: string };
  initialValues: V;
  validationSchema?: AnyObjectSchema;
  /** Rules a schema does not say well (e.g. the contract's own), as formik's `validate`: field path to encoded rule. */
  validate?: (values: V) => Record<string, string>;
  /** Sends the save (usually `useSubmit().submit(action)`); the dialog closes when it went well. */
  onSubmit: (values: V) => Promise<SubmissionOutcome>;
  /** An existing item: the footer offers the delete flow, which asks first. */
  onDelete?: { submit: () => Promise<SubmissionOutcome>; confirmText?: string };
  /** Leaves the dialog (a route: `useCloseDialog(base)`). */
  onClose: () => void;
  /** A failed save's words where the status's general message would mislead (e.g. a 409 of the domain's own); null for the general one. */
  describeFailure?: (error: SerializedApiError) => string | null;
  /**
   * A save refused because the item was saved meanwhile elsewhere: the choice to show in place of the
   * failure's words (a `SaveConflict`), or null for another failure. `resolved` clears it;
   * `deleteAgain` sends the delete again (when the refused request was the delete).
   */
  conflict?: (error: SerializedApiError, resolved: () => void, deleteAgain?: () => void) => ReactNode;
  /** Where the server's field errors go when its paths are not the form's (default: the same path). */
  mapFieldError?: FieldErrorMapper<V>;
  children: ReactNode | ((formik: FormikProps<V>) => ReactNode);
  maxWidth?: 'sm' | 'md' | 'lg';
  /**
   * Another window saved the same thing while this dialog is open: what is typed stays, and the dialog says
   * so (docs/decisions/008-tabs-agree.md).
   */
  changedElsewhere?: boolean;
}

/**
 * The edit-dialog frame: a route over its page, full screen below 768 px. Save
 * closes it only when the save ends without error; a failed save keeps everything typed, says
 * why and puts the server's field errors next to their fields. Closing with unsaved changes
 * asks first; what is typed is kept as a draft that survives a reload or an idle logout and
 * is offered back when the dialog opens again.
 */
export function EditDialog<V extends FormikValues>({
  title,
  draft: draftKey,
  initialValues,
  validationSchema,
  validate,
  onSubmit,
  onDelete,
  onClose,
  mapFieldError,
  describeFailure,
  conflict,
  children,
  maxWidth = 'md',
  changedElsewhere = false,
}: EditDialogProps<V>) {
  // A stored draft fills the form only when it has the form's shape (docs/decisions/039-drafts-change-hands.md).
  const draft = useFormDraft<V>({
    owner: draftKey.owner,
    name: draftKey.name,
    initialValues,
    parse: (stored) => draftLike(stored, initialValues),
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SerializedApiError | null>(null);
  const sending = useRef(false);

  const formik = useRef<FormikProps<V>>(null);

  /** Sends one save at a time; on success the draft goes and the dialog closes. */
  const send = async (save: () => Promise<SubmissionOutcome>) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setFailure(null);
    const outcome = await save();
    sending.current = false;
    setBusy(false);
    if (outcome.ok) {
      draft.discard();
      onClose();
      return;
    }
    setFailure(outcome.error);
    if (formik.current) showServerFieldErrors(formik.current, outcome.error, mapFieldError);
  };

  return (
    <Formik<V>
      initialValues={initialValues}
      validationSchema={validationSchema}
      validate={validate}
      innerRef={formik}
      onSubmit={(values, helpers) => {
        helpers.setSubmitting(false);
        return send(() => onSubmit(values));
      }}
    >
      {(props) => (
        <DialogFrame
          title={title}
          maxWidth={maxWidth}
          busy={busy}
          failure={failure}
          failureText={failure ? (describeFailure?.(failure) ?? null) : null}
          conflictView={
            failure && conflict
              ? conflict(failure, () => setFailure(null), onDelete ? () => void send(onDelete.submit) : undefined)
              : null
          }
          versioned={conflict !== undefined}
          draft={draft}
          onClose={onClose}
          onDelete={onDelete ? () => void send(onDelete.submit) : undefined}
          deleteConfirmText={onDelete?.confirmText}
          changedElsewhere={changedElsewhere}
        >
          {typeof children === 'function' ? children(props) : children}
        </DialogFrame>
      )}
    </Formik>
  );
}

interface DialogFrameProps<V> {
  title: string;
  maxWidth: 'sm' | 'md' | 'lg';
  busy: boolean;
  failure: SerializedApiError | null;
  failureText: string | null;
  conflictView: ReactNode;
  /** Its saves are versioned: a save over a newer version asks (conflict), it never replaces it. */
  versioned: boolean;
  draft: FormDraftHandle<V>;
  onClose: () => void;
  onDelete?: () => void;
  deleteConfirmText?: string;
  changedElsewhere: boolean;
  children: ReactNode;
}

function DialogFrame<V>({
  title,
  maxWidth,
  busy,
  failure,
  failureText,
  conflictView,
  versioned,
  draft,
  onClose,
  onDelete,
  deleteConfirmText,
  changedElsewhere,
  children,
}: DialogFrameProps<V>) {
  const { t } = useTranslation('forms');
  const { t: tCommon } = useTranslation();
  const titleId = useId();
  const { dirty } = useFormikContext();
  const [confirmClose, setConfirmClose] = useState(false);

  const requestClose = () => {
    if (busy) return;
    if (dirty) setConfirmClose(true);
    else onClose();
  };

  return (
    // Escape asks like the close button.
    <PortalDialog titleId={titleId} maxWidth={maxWidth} onEscape={requestClose}>
      <DialogTitle id={titleId} component="h2" sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      <DialogCloseButton onClick={requestClose} />
      <Form noValidate aria-labelledby={titleId} style={{ display: 'contents' }}>
        <DialogContent dividers>
          <ErrorSummary />
          {conflictView}
          {failure && !conflictView && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {/* A call the server does not have: trying again would not help (docs/decisions/056-a-save-is-its-status.md). */}
              {t(isMissingCall(failure) ? 'dialog.saveUnavailable' : 'dialog.saveFailed')}{' '}
              {failureText ?? apiErrorMessage(tCommon, failure)}
            </Alert>
          )}
          {changedElsewhere && !conflictView && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t(versioned ? 'changedElsewhere.versioned' : 'changedElsewhere.dialog')}
            </Alert>
          )}
          <FormDraft draft={draft} />
          {children}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}>
          {onDelete && <DeleteFooter onDelete={onDelete} confirmText={deleteConfirmText} busy={busy} />}
          <Box sx={{ flex: 1 }} />
          <Button onClick={requestClose} disabled={busy}>
            {tCommon('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t('dialog.saving') : t('dialog.save')}
          </Button>
        </DialogActions>
      </Form>
      <Dialog
        open={confirmClose}
        onClose={() => setConfirmClose(false)}
        aria-labelledby={`${titleId}-confirm`}
        maxWidth="xs"
      >
        <DialogTitle id={`${titleId}-confirm`}>{t('dialog.unsavedTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('dialog.unsavedText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={() => setConfirmClose(false)}>
            {t('dialog.keepEditing')}
          </Button>
          <Button
            color="error"
            onClick={() => {
              draft.discard();
              setConfirmClose(false);
              onClose();
            }}
          >
            {t('dialog.discardChanges')}
          </Button>
        </DialogActions>
      </Dialog>
    </PortalDialog>
  );
}
