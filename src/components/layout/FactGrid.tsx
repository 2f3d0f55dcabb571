import { useTheme } from '@mui/material/styles';
import type { CSSProperties, ReactNode } from 'react';

import styles from './FactGrid.module.css';
import { fontValues, perTheme } from './themeValues';

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

/** The theme's values the grid's static CSS reads (FactGrid.module.css). */
const factValues = perTheme(({ palette, typography }) => ({
  '--fact-muted': palette.text.secondary,
  ...fontValues(typography, ['body1', 'body2']),
}));

/** Label–value pairs as a description list; nothing at all without facts. */
export function FactGrid({
  facts,
  layout = 'columns',
  minColumnWidth = '10rem',
}: {
  facts: Fact[];
  /** `columns`: each pair stacked, in as many columns as fit; `rows`: a label column beside a value column. */
  layout?: 'columns' | 'rows';
  /** The narrowest column of the 'columns' layout. */
  minColumnWidth?: string;
}) {
  const theme = useTheme();
  if (facts.length === 0) return null;
  return (
    <dl
      className={`${styles.grid} ${styles[layout]}`}
      style={{ ...factValues(theme), '--fact-min-column': minColumnWidth } as CSSProperties}
    >
      {facts.map((fact) => (
        <div key={fact.key ?? fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
