import type { DocumentRow } from '@/components/upload/DocumentRows';
import type { DocumentSubcategory } from '@/contract/documents';
import { discardDraft, loadDraft } from '@/lib/drafts';
import { LOCAL_KEYS, readLocal, writeLocal } from '@/lib/storageKeys';

import type { RegistrationValues } from './registration.schema';

/**
 * What was typed survives a reload of the wizard (sessionStorage; docs/decisions/010-drafts.md). Files cannot
 * be kept: a row keeps its category and the name of its file, which must be chosen again.
 */
export const REGISTRATION_DRAFT = { owner: 'anonymous', name: 'registration' } as const;
const DRAFT_USER = REGISTRATION_DRAFT.owner;
const DRAFT_FORM = REGISTRATION_DRAFT.name;

export interface DraftRow {
  key: string;
  subcategoryId: DocumentSubcategory;
  fileName: string | null;
}

export interface RegistrationDraft {
  step: number;
  values: Omit<RegistrationValues, 'documents'>;
  documents: DraftRow[];
  /** Set once `POST /register` succeeded: a retry after a reload only uploads (never registers twice). */
  registered?: { managerId: string; automaticRelease: boolean };
}

/** What the form kit's DraftKeeper stores for the wizard: its step and values, the files by name only. */
export function registrationDraftOf(
  step: number,
  values: RegistrationValues,
  registered?: RegistrationDraft['registered'],
): RegistrationDraft {
  const { documents, ...rest } = values;
  return {
    step,
    values: rest,
    documents: documents.map((row) => ({
      key: row.key,
      subcategoryId: row.subcategoryId,
      fileName: row.file?.name ?? null,
    })),
    registered,
  };
}

export function loadRegistrationDraft(): RegistrationDraft | null {
  const draft = loadDraft<RegistrationDraft>(DRAFT_USER, DRAFT_FORM);
  if (!draft || typeof draft !== 'object' || typeof draft.values !== 'object' || !Array.isArray(draft.documents))
    return null;
  return draft;
}

export function discardRegistrationDraft(): void {
  discardDraft(DRAFT_USER, DRAFT_FORM);
}

/** The rows of a draft, without their files; and the names of the files that must be chosen again. */
export function rowsOfDraft(draft: RegistrationDraft): {
  rows: DocumentRow[];
  lostFiles: { number: number; name: string }[];
} {
  const rows = draft.documents.map((row) => ({ key: row.key, subcategoryId: row.subcategoryId, file: null }));
  const lostFiles = draft.documents.flatMap((row, index) =>
    row.fileName ? [{ number: index + 1, name: row.fileName }] : [],
  );
  return { rows, lostFiles };
}

// ---------------------------------------------------------------- accepted agreement flags

export interface AgreementFlags {
  terms: boolean;
  privacy: boolean;
}

/** During registration the accepted flags are restored from local storage. */
export function readAgreementFlags(): AgreementFlags {
  try {
    const parsed = JSON.parse(readLocal(LOCAL_KEYS.registrationAgreement) ?? '{}') as Partial<AgreementFlags>;
    return { terms: parsed.terms === true, privacy: parsed.privacy === true };
  } catch {
    return { terms: false, privacy: false };
  }
}

export function writeAgreementFlags(flags: AgreementFlags | null): void {
  writeLocal(LOCAL_KEYS.registrationAgreement, flags ? JSON.stringify(flags) : null);
}
