import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** The facts that have a value. */
export function filledFacts(facts: Fact[]): Fact[] {
  return facts.filter(
    (fact) => fact.value !== '' && fact.value !== null && fact.value !== undefined && fact.value !== false,
  );
}

/** Label–value pairs as a description list; empty values are left out. */
export function Facts({ facts }: { facts: Fact[] }) {
  const shown = filledFacts(facts);
  if (shown.length === 0) return null;
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, max-content) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0, sm: 0.5 },
        '& dt': { color: 'text.secondary', typography: 'body2', mt: { xs: 0.75, sm: 0 } },
        '& dd': { m: 0, typography: 'body2', overflowWrap: 'anywhere', minWidth: 0 },
      }}
    >
      {shown.map((fact) => (
        <Box key={fact.label} sx={{ display: 'contents' }}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </Box>
      ))}
    </Box>
  );
}
