import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface Fact {
  /** Stable key (the label may change with the language). */
  key: string;
  label: string;
  value: ReactNode;
}

/**
 * Label–value pairs of a list item as a description list: stacked on a phone, side by side in
 * as many columns as fit on a wide screen (each pair in its own `div`, which a `dl` allows).
 */
export function FactGrid({ facts, minColumnWidth = '10rem' }: { facts: Fact[]; minColumnWidth?: string }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: `repeat(auto-fill, minmax(${minColumnWidth}, 1fr))` },
        columnGap: 3,
        rowGap: 1,
        '& dt': { color: 'text.secondary', typography: 'body2' },
        '& dd': { m: 0, typography: 'body1', overflowWrap: 'anywhere', minWidth: 0 },
      }}
    >
      {facts.map((fact) => (
        <div key={fact.key}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </Box>
  );
}
