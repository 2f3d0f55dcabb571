import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** Two columns from 600 px, one below; `minmax(0, 1fr)` so a long value never widens the dialog. */
export const TWO_COLUMNS = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
  columnGap: 2,
} as const;

/** A titled part of a long dialog (h3 under the dialog's h2), so it stays readable on a phone. */
export function FormSection({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ '& + &': { mt: 4 } }}>
      <Typography id={headingId} component="h3" variant="h6" sx={{ pb: 0.5, mb: 1, borderBottom: 1, borderColor: 'divider' }}>
        {title}
      </Typography>
      {intro && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Box>
  );
}
