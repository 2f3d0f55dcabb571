import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Form, Formik, getIn, setIn, useFormikContext, type FormikErrors, type FormikProps, type FormikValues } from 'formik';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyObjectSchema } from 'yup';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { SerializedApiError } from '@/api/errors';
import { apiErrorMessage } from '@/components/feedback/errorMessage';
import { FocusFirstError } from '@/components/form/FocusFirstError';
import { DraftKeeper, DraftOffer } from '@/components/form/FormDraft';
import { discardDraft, loadDraft } from '@/lib/drafts';
import { rule, type ValidationRule } from '@/lib/validation';
import { selectUserId } from '@/core/session/session.selectors';
import { resumeActions } from '../resume.slice';
import { selectResumeSave } from '../resume.selectors';
import { cvKey, type ResumeSave } from '../resume.types';
import { useResumeBase } from './resumeBase';
import { useCloseDialog } from './useCloseDialog';

/** Part 2 §9: dialogs are full-screen below 768 px. */
export const FULL_SCREEN_QUERY = '(max-width:767.95px)';

export interface ResumeDialogProps<V extends FormikValues> {
  title: string;
  /** Names the draft of this dialog (decision 8a), e.g. `education.new` or `education.<id>`. */
  draftName: string;
  initialValues: V;
  validationSchema?: AnyObjectSchema;
  /** The save this form sends. */
  toSave: (values: V) => ResumeSave;
  children: ReactNode | ((formik: FormikProps<V>) => ReactNode);
  /** An existing item: the footer offers the delete flow (part 2 §2). */
  onDelete?: { save: ResumeSave; confirmText?: string };
  maxWidth?: 'sm' | 'md' | 'lg';
}

let requestCounter = 0;

/**
 * The shell of every CV dialog (part 2 §2): a route over the CV; save closes it only when the
 * save ends without error, and a failed save keeps everything typed. Closing with unsaved
 * changes asks first; what is typed is kept as a draft that survives a reload or an idle
 * logout and is offered back when the dialog opens again.
 */
export function ResumeDialog<V extends FormikValues>({
  title,
  draftName,
  initialValues,
  validationSchema,
  toSave,
  children,
  onDelete,
  maxWidth = 'md',
}: ResumeDialogProps<V>) {
  const fullScreen = useMediaQuery(FULL_SCREEN_QUERY);
  const titleId = useId();
  const userId = useAppSelector(selectUserId);
  const base = useResumeBase();
  const dispatch = useAppDispatch();
  const draftForm = `resume.${draftName}`;
  const [draft, setDraft] = useState<V | null>(() => {
    if (!userId) return null;
    const stored = loadDraft<V>(userId, draftForm);
    return stored && JSON.stringify(stored) !== JSON.stringify(initialValues) ? stored : null;
  });
  const requestId = useRef<string | null>(null);

  useEffect(() => {
    dispatch(resumeActions.saveReset());
    return () => void dispatch(resumeActions.saveReset());
  }, [dispatch]);

  const submit = (save: ResumeSave) => {
    requestCounter += 1;
    requestId.current = `${draftName}#${requestCounter}`;
    dispatch(resumeActions.saveSubmitted({ requestId: requestId.current, cv: cvKey(base.source), save }));
  };

  return (
    <Formik<V>
      initialValues={initialValues}
      validationSchema={validationSchema}
      onSubmit={(values, helpers) => {
        helpers.setSubmitting(false);
        submit(toSave(values));
      }}
    >
      {(formik) => (
        <DialogFrame
          title={title}
          titleId={titleId}
          fullScreen={fullScreen}
          maxWidth={maxWidth}
          requestId={requestId}
          userId={userId}
          draftForm={draftForm}
          onDelete={onDelete ? () => submit(onDelete.save) : undefined}
          deleteConfirmText={onDelete?.confirmText}
        >
          {userId && <DraftKeeper userId={userId} form={draftForm} paused={draft !== null} />}
          {draft && (
            <DraftOffer<V>
              draft={draft}
              onDone={(restored) => {
                if (!restored && userId) discardDraft(userId, draftForm);
                setDraft(null);
              }}
            />
          )}
          {typeof children === 'function' ? children(formik) : children}
        </DialogFrame>
      )}
    </Formik>
  );
}

interface DialogFrameProps {
  title: string;
  titleId: string;
  fullScreen: boolean;
  maxWidth: 'sm' | 'md' | 'lg';
  requestId: React.RefObject<string | null>;
  userId: string | null;
  draftForm: string;
  onDelete?: () => void;
  deleteConfirmText?: string;
  children: ReactNode;
}

function DialogFrame({ title, titleId, fullScreen, maxWidth, requestId, userId, draftForm, onDelete, deleteConfirmText, children }: DialogFrameProps) {
  const { t } = useTranslation('forms');
  const { t: tCommon } = useTranslation();
  const close = useCloseDialog();
  const save = useAppSelector(selectResumeSave);
  const { dirty, values, setErrors, setTouched, touched } = useFormikContext<FormikValues>();
  const [confirmClose, setConfirmClose] = useState(false);
  const ours = save.requestId !== null && save.requestId === requestId.current;
  const saving = ours && save.status === 'loading';
  const failed = ours && save.status === 'failed';
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!ours || handled.current === `${save.requestId}:${save.status}`) return;
    handled.current = `${save.requestId}:${save.status}`;
    if (save.status === 'succeeded') {
      if (userId) discardDraft(userId, draftForm);
      close();
    } else if (save.status === 'failed') {
      const fieldErrors = serverFieldErrors(save.error, values);
      const paths = Object.keys(fieldErrors);
      if (paths.length > 0) {
        void setTouched(paths.reduce((all, path) => setIn(all, path, true), touched), false);
        setErrors(paths.reduce<FormikErrors<FormikValues>>((all, path) => setIn(all, path, fieldErrors[path]), {}));
      }
    }
  }, [ours, save.requestId, save.status, save.error, userId, draftForm, close, values, setErrors, setTouched, touched]);

  const requestClose = () => {
    if (saving) return;
    if (dirty) setConfirmClose(true);
    else close();
  };

  return (
    <Dialog
      open
      fullScreen={fullScreen}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      // Part 2 §9: a click on the backdrop does not close a dialog; Escape asks like the close button.
      onClose={(_event, reason) => {
        if (reason === 'escapeKeyDown') requestClose();
      }}
    >
      <DialogTitle id={titleId} component="h2" sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label={t('dialog.close')} onClick={requestClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <Box component="span" aria-hidden sx={{ fontSize: 28, lineHeight: 1, width: 24, height: 24, display: 'grid', placeItems: 'center' }}>
          ×
        </Box>
      </IconButton>
      <Form noValidate aria-labelledby={titleId} style={{ display: 'contents' }}>
        <FocusFirstError />
        <DialogContent dividers>
          {failed && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {t('dialog.saveFailed')} {save.error ? apiErrorMessage(tCommon, save.error) : ''}
            </Alert>
          )}
          {children}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}>
          {onDelete && <DeleteFooter onDelete={onDelete} confirmText={deleteConfirmText} busy={saving} />}
          <Box sx={{ flex: 1 }} />
          <Button onClick={requestClose} disabled={saving}>
            {tCommon('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? t('dialog.saving') : t('dialog.save')}
          </Button>
        </DialogActions>
      </Form>
      <Dialog open={confirmClose} onClose={() => setConfirmClose(false)} aria-labelledby={`${titleId}-confirm`} maxWidth="xs">
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
              if (userId) discardDraft(userId, draftForm);
              setConfirmClose(false);
              close();
            }}
          >
            {t('dialog.discardChanges')}
          </Button>
        </DialogActions>
      </Dialog>
    </Dialog>
  );
}

/** The one delete footer (part 2 §2): delete, then "are you sure" with yes and no. */
export function DeleteFooter({ onDelete, confirmText, busy }: { onDelete: () => void; confirmText?: string; busy: boolean }) {
  const { t } = useTranslation('forms');
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button color="error" onClick={() => setAsking(true)} disabled={busy}>
        {t('dialog.delete')}
      </Button>
    );
  }
  return (
    <Box role="group" aria-label={t('dialog.delete')} sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <Box component="span" role="alert" sx={{ color: 'error.main', typography: 'body2' }}>
        {confirmText ?? t('dialog.deleteConfirm')}
      </Box>
      <Button color="error" variant="contained" onClick={onDelete} disabled={busy}>
        {t('dialog.deleteYes')}
      </Button>
      <Button onClick={() => setAsking(false)} disabled={busy} autoFocus>
        {t('dialog.deleteNo')}
      </Button>
    </Box>
  );
}

const KNOWN_RULES: ValidationRule[] = ['required', 'max', 'maxDate', 'minDate', 'dateOrder', 'languageMandatory', 'maxSelections', 'number', 'minNumber', 'rangeOrder'];

/** A 400 reply's `fields` ({ path: rule }) onto the form's fields where the paths agree. */
function serverFieldErrors(error: SerializedApiError | null, values: FormikValues): Record<string, string> {
  const fields = error?.details.fields;
  if (!fields || typeof fields !== 'object') return {};
  const mapped: Record<string, string> = {};
  for (const [path, ruleName] of Object.entries(fields as Record<string, unknown>)) {
    const formPath = path.replace(/^(workExperience|languageProficiencies)\./, '');
    if (getIn(values, formPath) === undefined) continue;
    const known = KNOWN_RULES.find((name) => name === ruleName);
    mapped[formPath] = rule(known ?? 'invalid');
  }
  return mapped;
}
