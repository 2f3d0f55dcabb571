import type { FormikProps, FormikValues } from 'formik';
import type { ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';

import { useCloseDialog } from '@/components/dialog/dialogRoute';
import { EditDialog } from '@/components/dialog/EditDialog';
import { sameFieldError } from '@/components/form/serverFieldErrors';
import { useAppSelector } from '@/core/hooks';
import { selectUserId } from '@/core/session/session.selectors';
import { useSubmit } from '@/core/submission/useSubmit';
import { useChangedInOtherWindow } from '@/core/tabs/useChangedInOtherWindow';

import { resumeActions } from '../resume.slice';
import { cvKey, type ResumeSave } from '../resume.types';
import { useResumeBase } from './resumeBase';

export interface ResumeDialogProps<V extends FormikValues> {
  title: string;
  /** Names the draft of this dialog (docs/decisions/010-drafts.md), e.g. `education.new` or `education.<id>`. */
  draftName: string;
  initialValues: V;
  validationSchema?: AnyObjectSchema;
  /** The save this form sends. */
  toSave: (values: V) => ResumeSave;
  children: ReactNode | ((formik: FormikProps<V>) => ReactNode);
  /** An existing item: the footer offers the delete flow. */
  onDelete?: { save: ResumeSave; confirmText?: string };
  maxWidth?: 'sm' | 'md' | 'lg';
}

/** The server names a position's and a language's fields under their list: the dialog's form holds one of them. */
const stripListPrefix = <V,>(path: string, ruleName: string, values: V) =>
  sameFieldError(path.replace(/^(workExperience|languageProficiencies)\./, ''), ruleName, values);

/** A CV dialog: the edit-dialog frame over the manager's own CV, saving through the resume saga. */
export function ResumeDialog<V extends FormikValues>({
  title,
  draftName,
  initialValues,
  validationSchema,
  toSave,
  children,
  onDelete,
  maxWidth,
}: ResumeDialogProps<V>) {
  const userId = useAppSelector(selectUserId);
  const base = useResumeBase();
  const close = useCloseDialog(base.path);
  const { submit } = useSubmit();
  const cv = cvKey(base.source);
  const changedElsewhere = useChangedInOtherWindow('resume');
  const send = (save: ResumeSave) => submit(resumeActions.saveSubmitted({ cv, save }));

  return (
    <EditDialog<V>
      title={title}
      draft={{ owner: userId, name: `resume.${draftName}` }}
      initialValues={initialValues}
      validationSchema={validationSchema}
      onSubmit={(values) => send(toSave(values))}
      onDelete={onDelete ? { submit: () => send(onDelete.save), confirmText: onDelete.confirmText } : undefined}
      onClose={close}
      mapFieldError={stripListPrefix}
      maxWidth={maxWidth}
      changedElsewhere={changedElsewhere}
    >
      {children}
    </EditDialog>
  );
}
