import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Two columns from the breakpoint on, one below; `minmax(0, 1fr)` so a long value never widens the form. */
export const TWO_COLUMN_GRID = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
  columnGap: 2,
} as const;

type Spacing = number | { xs?: number; sm?: number; md?: number; lg?: number };

/**
 * The form kit's two-column grid: fields side by side from 600 px (`from="sm"`) or another
 * breakpoint, stacked below. `gap` spaces rows and columns alike (default: columns only, 16 px).
 */
export function FormGrid({
  from = 'sm',
  gap,
  children,
}: {
  from?: 'sm' | 'md' | 'lg';
  gap?: Spacing;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', [from]: 'repeat(2, minmax(0, 1fr))' },
        ...(gap === undefined ? { columnGap: 2 } : { gap }),
      }}
    >
      {children}
    </Box>
  );
}
