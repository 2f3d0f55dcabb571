import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useOnline } from '@/core/connection/useOnline';

/** `needsConnection` for most actions; `keptAsDraft` where the form keeps what is typed (the monthly report). */
export type NeedsConnectionReason = 'needsConnection' | 'keptAsDraft';

export interface NeedsConnection {
  /** True while the browser reports no connection: disable the action. */
  offline: boolean;
  /** The note's id while offline, for the action's aria-describedby, so it is heard with the action. */
  describedBy: string | undefined;
  /** The reason as visible text (a disabled button shows no tooltip); null while online. */
  note: ReactNode;
}

/**
 * The one way an action that only the server can do says it is unavailable offline
 * (docs/decisions/054-offline-data.md): disabled, with the reason beside it in words and an icon.
 */
export function useNeedsConnection(reason: NeedsConnectionReason = 'needsConnection'): NeedsConnection {
  const online = useOnline();
  const id = useId();
  return {
    offline: !online,
    describedBy: online ? undefined : id,
    note: online ? null : <NeedsConnectionNote id={id} reason={reason} />,
  };
}

function NeedsConnectionNote({ id, reason }: { id: string; reason: NeedsConnectionReason }) {
  const { t } = useTranslation();
  return (
    <Typography
      id={id}
      variant="body2"
      color="textSecondary"
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75, alignSelf: 'center' }}
    >
      <CloudOffOutlined fontSize="small" aria-hidden sx={{ mt: '1px' }} />
      {t(`offline.${reason}`)}
    </Typography>
  );
}
