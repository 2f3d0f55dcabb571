import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '@/components/dialog/ConfirmDialog';
import { useAppDispatch } from '@/core/hooks';
import { outboxActions } from '@/core/timeEntryOutbox/outbox.slice';
import type { OutboxDay } from '@/core/timeEntryOutbox/outboxRules';

/** Discards a time entry waiting on the device, after asking: it was never sent, so it is gone for good. */
export function DiscardWaiting({ day, dateText }: { day: OutboxDay; dateText: string }) {
  const { t } = useTranslation('placement');
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteOutline />}
        aria-label={t('outbox.discardOf', { date: dateText })}
        onClick={() => setAsking(true)}
      >
        {t('outbox.discard')}
      </Button>
      <ConfirmDialog
        open={asking}
        destructive
        title={t('outbox.discardTitle', { date: dateText })}
        text={t('outbox.discardText')}
        cancelLabel={t('outbox.discardCancel')}
        confirmLabel={t('outbox.discard')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          dispatch(outboxActions.discardRequested(day));
        }}
      />
    </>
  );
}
