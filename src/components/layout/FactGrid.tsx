import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface Fact {
  /** Stable key (the label may change with the language); the label where it is absent. */
  key?: string;
  label: string;
  value: ReactNode;
}

/** The facts that have a value: a list that leaves out what is empty (the CV's) passes its facts through this. */
export function filledFacts(facts: Fact[]): Fact[] {
  return facts.filter(
    (fact) => fact.value !== '' && fact.value !== null && fact.value !== undefined && fact.value !== false,
  );
}

const LAYOUTS = {
  /** Each pair stacked, in as many columns as fit on a wide screen (each pair in its own `div`, which a `dl` allows). */
  columns: (minColumnWidth: string) => ({
    gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: `repeat(auto-fill, minmax(${minColumnWidth}, 1fr))` },
    columnGap: 3,
    rowGap: 1,
    '& dt': { color: 'text.secondary', typography: 'body2' },
    '& dd': { m: 0, typography: 'body1', overflowWrap: 'anywhere', minWidth: 0 },
  }),
  /** A label column beside a value column on a wide screen, stacked on a phone: the CV's look. */
  rows: () => ({
    gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, max-content) 1fr' },
    columnGap: 2,
    rowGap: { xs: 0, sm: 0.5 },
    '& dt': { color: 'text.secondary', typography: 'body2', mt: { xs: 0.75, sm: 0 } },
    '& dd': { m: 0, typography: 'body2', overflowWrap: 'anywhere', minWidth: 0 },
  }),
};

/** Label–value pairs as a description list; nothing at all without facts. */
export function FactGrid({
  facts,
  layout = 'columns',
  minColumnWidth = '10rem',
}: {
  facts: Fact[];
  layout?: keyof typeof LAYOUTS;
  /** The narrowest column of the 'columns' layout. */
  minColumnWidth?: string;
}) {
  if (facts.length === 0) return null;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', ...LAYOUTS[layout](minColumnWidth) }}>
      {facts.map((fact) => (
        // In rows, the pair's box lets its term and value sit in the grid's two columns.
        <Box key={fact.key ?? fact.label} sx={layout === 'rows' ? { display: 'contents' } : undefined}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </Box>
      ))}
    </Box>
  );
}
