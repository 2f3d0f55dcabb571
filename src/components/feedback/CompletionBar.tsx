import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import type { Lang } from '@/contract/common';
import { formatNumber } from '@/contract/formats';

interface CompletionBarProps {
  label: string;
  /** Percent done as the server says it; rounded and held between 0 and 100. */
  percent: number | undefined;
  lang: Lang;
}

/** How complete something is: the label and the percentage on one line, a bar named by the label beneath. */
export function CompletionBar({ label, percent, lang }: CompletionBarProps) {
  const labelId = useId();
  const value = Math.max(0, Math.min(100, Math.round(percent ?? 0)));
  return (
    <div>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={labelId} variant="body2" color="textSecondary">
          {label}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {formatNumber(value / 100, lang, { style: 'percent' })}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={value}
        aria-labelledby={labelId}
        sx={{ height: 8, borderRadius: 4, mt: 0.5 }}
      />
    </div>
  );
}
