import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { NeedsConnection } from '@/components/feedback/NeedsConnection';

import type { DeclineReason } from '../opportunityAnswers.types';

interface DeclineActionsProps {
  busy: boolean;
  onDecline: (reason: DeclineReason) => void;
  /** The step's connection (useNeedsConnection): offline every answer is disabled and the row starts with why. */
  connection: NeedsConnection;
  /** The step's own actions, after the declines (e.g. 'Agree and continue'). */
  children: ReactNode;
}

/**
 * The two declines of a new opportunity, each asked once, then the step's own actions. Offered on the
 * NDA step too: a manager who will not sign the NDA can still say no (docs/decisions/028-opportunity-answers.md).
 */
export function DeclineActions({ busy, onDecline, connection, children }: DeclineActionsProps) {
  const { t } = useTranslation('management');
  const [asking, setAsking] = useState<DeclineReason | null>(null);

  if (asking) {
    const reason = asking;
    return (
      <Box
        role="group"
        aria-label={t(`details.${reason}`)}
        sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, width: '100%' }}
      >
        <Box component="span" role="alert" sx={{ typography: 'body2', flex: '1 1 16rem' }}>
          {t(`decline.question.${reason}`)}
        </Box>
        {connection.note && <Box sx={{ flex: '1 1 100%', display: 'flex' }}>{connection.note}</Box>}
        <Button onClick={() => setAsking(null)} disabled={busy} autoFocus>
          {t('decline.no')}
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={busy || connection.offline}
          aria-describedby={connection.describedBy}
          onClick={() => {
            setAsking(null);
            onDecline(reason);
          }}
        >
          {t('decline.yes')}
        </Button>
      </Box>
    );
  }
  const closed = busy || connection.offline;
  return (
    <>
      {connection.note && <Box sx={{ flex: '1 1 100%', display: 'flex' }}>{connection.note}</Box>}
      <Button onClick={() => setAsking('notInterested')} disabled={closed} aria-describedby={connection.describedBy}>
        {t('details.notInterested')}
      </Button>
      <Button onClick={() => setAsking('notAvailable')} disabled={closed} aria-describedby={connection.describedBy}>
        {t('details.notAvailable')}
      </Button>
      <Box sx={{ flex: 1 }} />
      {children}
    </>
  );
}
