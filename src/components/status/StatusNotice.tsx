import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';

import type { StatusTone } from './statusTones';

/** A neutral state has no alert colour of MUI's: a grey ground, the icon in the secondary text colour. */
const NEUTRAL = { bgcolor: 'grey.100', color: 'text.primary', '& .MuiAlert-icon': { color: 'text.secondary' } };

/** A notice about a state, in its tone's colour (src/components/status/statusTones.ts). */
export function StatusNotice({ tone, icon, children }: { tone: StatusTone; icon?: ReactNode; children: ReactNode }) {
  const severity = tone === 'neutral' || tone === 'information' ? 'info' : tone;
  return (
    <Alert severity={severity} icon={icon} sx={[{ mb: 2 }, tone === 'neutral' && NEUTRAL]} data-tone={tone}>
      {children}
    </Alert>
  );
}
