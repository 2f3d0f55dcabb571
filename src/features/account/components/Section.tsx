import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** One part of the account page: a card with its heading (h2), labelled by it. */
export function Section({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0, gridColumn: wide ? { lg: '1 / -1' } : undefined }}
    >
      <Typography id={headingId} component="h2" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
