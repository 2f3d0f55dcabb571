import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { discardDraft, saveDraft } from '@/lib/drafts';

/** Decision 8a: what is typed is kept in sessionStorage while it differs from the saved copy. */
export function DraftKeeper({ userId, form, paused }: { userId: string; form: string; paused: boolean }) {
  const { values, dirty } = useFormikContext();
  useEffect(() => {
    if (paused) return;
    if (dirty) saveDraft(userId, form, values);
    else discardDraft(userId, form);
  }, [values, dirty, paused, userId, form]);
  return null;
}

const FIRST_FIELD = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), [contenteditable="true"]';

/** Offers a draft of an earlier visit back; the choice is the user's. */
export function DraftOffer<V>({ draft, onDone }: { draft: V; onDone: (restored: boolean) => void }) {
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
