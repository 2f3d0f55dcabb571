import { useSyncExternalStore } from 'react';

import type forms from '@/locales/en/forms.json';

/**
 * The forms open right now whose values differ from their saved copy (docs/decisions/034-logout-revokes.md). The
 * draft keeper (FormDraft.tsx) registers every form that keeps a draft, so no form registers itself. The logout
 * asks before it throws such work away, and while any form is dirty, leaving or reloading the page asks the
 * browser's question first; with nothing dirty no `beforeunload` listener is installed.
 */
export type FormNameKey = keyof (typeof forms)['unsaved']['forms'];

export interface DirtyForm {
  /** One per mounted form (two forms of one draft name are two entries). */
  id: string;
  /** Its human name: a key of `forms:unsaved.forms`. */
  nameKey: FormNameKey;
}

/**
 * The human name of a form by its draft name (`resume.education.<id>`, `account` …): the longest prefix that
 * ends at a dot. A draft name not listed is still counted, as 'a form'.
 */
const FORM_NAMES: Readonly<Record<string, FormNameKey>> = {
  account: 'account',
  registration: 'registration',
  'resume.availability': 'resumeAvailability',
  'resume.executiveSummary': 'resumeExecutiveSummary',
  'resume.competenceProfile': 'resumeCompetenceProfile',
  'resume.itSkills': 'resumeItSkills',
  'resume.languages': 'resumeLanguages',
  'resume.otherActivities': 'resumeOtherActivities',
  'resume.education': 'resumeEducation',
  'resume.workExperience': 'resumePosition',
  'resume.positionInCompany': 'resumePosition',
  'resume.company': 'resumeCompany',
  'resume.companyGroup': 'resumeCompanyGroup',
  'placement.timeEntry': 'timeEntry',
  'placement.fillWeekdays': 'fillWeekdays',
  'placement.monthlyReport': 'monthlyReport',
  'projects.feedback': 'candidateFeedback',
};

export function formNameKeyOf(draftName: string): FormNameKey {
  const parts = draftName.split('.');
  for (let length = parts.length; length > 0; length -= 1) {
    const key = FORM_NAMES[parts.slice(0, length).join('.')];
    if (key) return key;
  }
  return 'other';
}

let dirty: readonly DirtyForm[] = [];
/** The page is being left on the user's own choice, asked already (leavePageWithoutAsking), until no form is dirty. */
let leaving = false;
const listeners = new Set<() => void>();

/** The browser's own 'leave the page?' question, asked only while some work would be lost. */
function askBeforeUnload(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // Older browsers ask only when returnValue is set; the text they show is their own.
  event.returnValue = '';
}

function changed(next: readonly DirtyForm[]): void {
  const wasDirty = dirty.length > 0;
  dirty = next;
  if (!wasDirty && next.length > 0 && !leaving) window.addEventListener('beforeunload', askBeforeUnload);
  if (wasDirty && next.length === 0) window.removeEventListener('beforeunload', askBeforeUnload);
  if (next.length === 0) leaving = false;
  listeners.forEach((listener) => listener());
}

/** The form differs from its saved copy (again: a second call with the same id changes nothing). */
export function markFormDirty(id: string, draftName: string): void {
  const nameKey = formNameKeyOf(draftName);
  const current = dirty.find((form) => form.id === id);
  if (current?.nameKey === nameKey) return;
  changed([...dirty.filter((form) => form.id !== id), { id, nameKey }]);
}

/** The form is saved, its changes undone or thrown away, or it is closed. */
export function markFormClean(id: string): void {
  if (dirty.some((form) => form.id === id)) changed(dirty.filter((form) => form.id !== id));
}

/**
 * The page is about to be left after the app asked about the dirty forms itself (the new release's reload,
 * docs/decisions/053-service-worker.md): the browser does not ask a second time.
 */
export function leavePageWithoutAsking(): void {
  leaving = true;
  window.removeEventListener('beforeunload', askBeforeUnload);
}

export function dirtyForms(): readonly DirtyForm[] {
  return dirty;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The dirty forms, re-rendering when one is added or drops out. */
export function useDirtyForms(): readonly DirtyForm[] {
  return useSyncExternalStore(subscribe, dirtyForms, dirtyForms);
}
