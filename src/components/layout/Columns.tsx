import Box from '@mui/material/Box';
import type { Breakpoint } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface ColumnsProps {
  /** The columns' widths relative to each other, e.g. `[4, 8]`. */
  ratio: readonly [number, number];
  /** From this width up the columns stand side by side; below it, one under the other. */
  from?: Breakpoint;
  gap?: number;
  alignItems?: 'start' | 'center';
  children: ReactNode;
}

/**
 * Two columns that never overflow the page (each is `minmax(0, …)`, so a long word or a wide
 * table wraps or scrolls inside its column), stacked on a phone.
 */
export function Columns({ ratio, from = 'md', gap = 3, alignItems = 'start', children }: ColumnsProps) {
  const [left, right] = ratio;
  return (
    <Box
      sx={{
        display: 'grid',
        gap,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', [from]: `minmax(0, ${left}fr) minmax(0, ${right}fr)` },
        alignItems,
      }}
    >
      {children}
    </Box>
  );
}
