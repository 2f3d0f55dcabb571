/** A list row of the account form: its fields side by side from 600 px, stacked on a phone. */
export function rowSx(columns: string) {
  return {
    display: 'grid',
    gridTemplateColumns: { xs: '1fr', sm: columns },
    columnGap: 1.5,
    alignItems: 'start',
    // Width only: a responsive border shorthand would reset the colour to black.
    borderBottomWidth: { xs: 1, sm: 0 },
    borderBottomStyle: 'solid',
    borderBottomColor: 'divider',
    pb: { xs: 1, sm: 0 },
  } as const;
}
