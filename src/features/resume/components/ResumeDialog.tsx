import type { FormikProps, FormikValues } from 'formik';
import { useRef, useState, type ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';

import { useCloseDialog } from '@/components/dialog/dialogRoute';
import { EditDialog } from '@/components/dialog/EditDialog';
import { sameFieldError } from '@/components/form/serverFieldErrors';
import type { Resume } from '@/contract/resume';
import { useAppSelector } from '@/core/hooks';
import { selectUserId } from '@/core/session/session.selectors';
import { useSubmit } from '@/core/submission/useSubmit';
import { useChangedInOtherWindow } from '@/core/tabs/useChangedInOtherWindow';
import { discardDraft } from '@/lib/drafts';

import { asNewSave, cvNow, versionIn, type ConflictFields, type CvSubject } from '../cvConflict';
import { selectResumeLanguage } from '../resume.selectors';
import { resumeActions } from '../resume.slice';
import { cvKey, type ResumeSave } from '../resume.types';
import { CvConflict } from './CvConflict';
import { useResumeBase } from './resumeBase';
import { useOwnCv } from './useOwnCv';

/**
 * What a CV dialog saves and how a conflict over it reads (docs/decisions/035-save-versions.md): the
 * save is based on the version of `subject` the dialog opened on.
 */
export interface CvVersioning<V> {
  subject: CvSubject;
  /** The form's values from a CV; in a conflict, from the CV with the subject as the server holds it now. */
  formOf: (resume: Resume) => V;
  /** The fields a conflict compares, in the form's order. */
  fields: ConflictFields<V>;
}

export interface ResumeDialogProps<V extends FormikValues> {
  title: string;
  /** Names the draft of this dialog (docs/decisions/010-drafts.md), e.g. `education.new` or `education.<id>`. */
  draftName: string;
  initialValues: V;
  validationSchema?: AnyObjectSchema;
  /** The save this form sends. */
  toSave: (values: V) => ResumeSave;
  versioning: CvVersioning<V>;
  children: ReactNode | ((formik: FormikProps<V>) => ReactNode);
  /** An existing item: the footer offers the delete flow. */
  onDelete?: { save: ResumeSave; confirmText?: string };
  maxWidth?: 'sm' | 'md' | 'lg';
}

/** The server names a position's and a language's fields under their list: the dialog's form holds one of them. */
const stripListPrefix = <V,>(path: string, ruleName: string, values: V) =>
  sameFieldError(path.replace(/^(workExperience|languageProficiencies)\./, ''), ruleName, values);

/**
 * A CV dialog: the edit-dialog frame over the manager's own CV, saving through the resume saga. Each
 * save and delete is based on the version the dialog opened on; one refused because another window or
 * device saved meanwhile shows the choice (CvConflict).
 */
export function ResumeDialog<V extends FormikValues>({
  title,
  draftName,
  initialValues,
  validationSchema,
  toSave,
  versioning,
  children,
  onDelete,
  maxWidth,
}: ResumeDialogProps<V>) {
  const userId = useAppSelector(selectUserId);
  const lang = useAppSelector(selectResumeLanguage);
  const base = useResumeBase();
  const resume = useOwnCv().data;
  const close = useCloseDialog(base.path);
  const { submit } = useSubmit();
  const cv = cvKey(base.source);
  const changedElsewhere = useChangedInOtherWindow('resume');
  // The version the dialog opened on: a newer copy loaded meanwhile must not become the base unasked.
  const [opened] = useState(() => (resume ? versionIn(resume, versioning.subject) : undefined));
  const version = useRef(opened);
  const asNew = useRef(false);
  const deleting = useRef(false);
  const draft = `resume.${draftName}`;

  const send = (save: ResumeSave, isDelete: boolean) => {
    deleting.current = isDelete;
    return asNew.current && resume
      ? submit(resumeActions.saveSubmitted({ cv, save: asNewSave(save, resume) }))
      : submit(resumeActions.saveSubmitted({ cv, save, version: version.current }));
  };

  return (
    <EditDialog<V>
      title={title}
      draft={{ owner: userId, name: draft }}
      initialValues={initialValues}
      validationSchema={validationSchema}
      onSubmit={(values) => send(toSave(values), false)}
      onDelete={onDelete ? { submit: () => send(onDelete.save, true), confirmText: onDelete.confirmText } : undefined}
      conflict={(error, resolved, deleteAgain) => {
        const now = resume ? cvNow(resume, versioning.subject, error) : undefined;
        if (!now) return null;
        return (
          <CvConflict<V>
            now={now}
            deleting={deleting.current}
            source={base.source}
            lang={lang}
            formOf={versioning.formOf}
            fields={versioning.fields}
            choices={{
              rebase: (next) => {
                version.current = next;
                resolved();
              },
              saveAsNew: () => {
                asNew.current = true;
                resolved();
              },
              deleteAgain: () => deleteAgain?.(),
              discard: () => {
                if (userId !== null) discardDraft(userId, draft);
                close();
              },
            }}
          />
        );
      }}
      onClose={close}
      mapFieldError={stripListPrefix}
      maxWidth={maxWidth}
      changedElsewhere={changedElsewhere}
    >
      {children}
    </EditDialog>
  );
}
