import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useFormikContext } from 'formik';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { discardDraft, loadDraft, saveDraft } from '@/lib/drafts';

import { markFormClean, markFormDirty } from './dirtyForms';

/**
 * What is typed in an open form is kept in sessionStorage under its owner (the user's id;
 * docs/decisions/010-drafts.md), so a reload or an idle logout in the same tab loses nothing, and the next visit
 * offers it back. `useFormDraft` reads the stored draft once; `<FormDraft>` inside the formik
 * form keeps the draft as the user types and shows the offer.
 */
export interface FormDraftOptions<V> {
  /** Whose draft it is (the user's id); null keeps no draft. */
  owner: string | null;
  /** Names the form, e.g. `account` or `resume.education.<id>`. */
  name: string;
  /** The saved copy the form starts from: a draft equal to it is not offered. */
  initialValues: V;
  /** False: no draft is kept or offered (e.g. a readonly form). */
  enabled?: boolean;
  /** Checks a stored draft still has the form's shape (an older app version may have left another one). */
  parse?: (stored: unknown) => V | null;
}

export interface FormDraftHandle<V> {
  owner: string | null;
  name: string;
  /** A draft of an earlier visit, until the user restores or discards it. */
  offered: V | null;
  /** The user chose: restored (the values are in the form) or discarded. */
  resolveOffer: (restored: boolean) => void;
  /** The draft is done with: saved, or the changes thrown away. */
  discard: () => void;
}

export function useFormDraft<V>({
  owner,
  name,
  initialValues,
  enabled = true,
  parse,
}: FormDraftOptions<V>): FormDraftHandle<V> {
  const active = enabled && owner !== null;
  const [offered, setOffered] = useState<V | null>(() => {
    if (!active) return null;
    const stored = loadDraft<unknown>(owner, name);
    const draft = stored === null ? null : parse ? parse(stored) : (stored as V);
    return draft !== null && JSON.stringify(draft) !== JSON.stringify(initialValues) ? draft : null;
  });
  const discard = useCallback(() => {
    if (owner !== null) discardDraft(owner, name);
  }, [owner, name]);
  const resolveOffer = useCallback(
    (restored: boolean) => {
      if (!restored) discard();
      setOffered(null);
    },
    [discard],
  );
  return useMemo(
    () => ({ owner: active ? owner : null, name, offered, resolveOffer, discard }),
    [active, owner, name, offered, resolveOffer, discard],
  );
}

/** Keeps the draft and offers one of an earlier visit back; renders inside the formik form. */
export function FormDraft<V>({ draft }: { draft: FormDraftHandle<V> }) {
  if (draft.owner === null) return null;
  return (
    <>
      <DraftKeeper owner={draft.owner} name={draft.name} paused={draft.offered !== null} />
      {draft.offered !== null && <DraftOffer<V> draft={draft.offered} onDone={draft.resolveOffer} />}
    </>
  );
}

interface DraftKeeperProps<V> {
  owner: string;
  name: string;
  /** While a draft is offered, the one stored stays as it is. */
  paused: boolean;
  /** What is stored for the values (default: the values); e.g. without files, which cannot be kept. */
  toDraft?: (values: V) => unknown;
  /** Keep the draft even when nothing differs from the start (a wizard that remembers its step). */
  keepPristine?: boolean;
}

/**
 * Keeps what is typed as the draft while it differs from the saved copy, and counts the form among the dirty ones
 * meanwhile (dirtyForms.ts: the logout and the page's unload ask first; docs/decisions/034-logout-revokes.md).
 */
export function DraftKeeper<V>({ owner, name, paused, toDraft, keepPristine = false }: DraftKeeperProps<V>) {
  const { values, dirty } = useFormikContext<V>();
  const id = useId();
  useEffect(() => {
    if (paused) return;
    if (dirty || keepPristine) saveDraft(owner, name, toDraft ? toDraft(values) : values);
    else discardDraft(owner, name);
  }, [values, dirty, paused, owner, name, toDraft, keepPristine]);
  // Paused: an offer of an earlier draft is open, or the form is done (the registration sent).
  useEffect(() => {
    if (dirty && !paused) markFormDirty(id, name);
    else markFormClean(id);
  }, [id, name, dirty, paused]);
  useEffect(() => () => markFormClean(id), [id]);
  return null;
}

const FIRST_FIELD = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), [contenteditable="true"]';

/** Offers a draft of an earlier visit back; the choice is the user's. */
function DraftOffer<V>({ draft, onDone }: { draft: V; onDone: (restored: boolean) => void }) {
  const { t } = useTranslation('forms');
  const { setValues } = useFormikContext<V>();
  const ref = useRef<HTMLDivElement>(null);
  // The offer disappears with the click: the focus moves on to the form's first field, not the page.
  const focusForm = () => {
    const form = ref.current?.closest('form');
    window.requestAnimationFrame(() => form?.querySelector<HTMLElement>(FIRST_FIELD)?.focus());
  };
  return (
    <Alert
      ref={ref}
      severity="info"
      sx={{ mb: 2, '& .MuiAlert-action': { alignItems: 'center' } }}
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button
            color="inherit"
            variant="outlined"
            size="small"
            onClick={() => {
              void setValues(draft, true);
              focusForm();
              onDone(true);
            }}
          >
            {t('draft.restore')}
          </Button>
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              focusForm();
              onDone(false);
            }}
          >
            {t('draft.discard')}
          </Button>
        </Stack>
      }
    >
      {t('draft.found')}
    </Alert>
  );
}
