import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

import { TWO_COLUMN_GRID } from '@/components/form/FormGrid';

/** The form kit's grid as an sx object, for DateRangeFields (which the date-field work replaces). */
export const TWO_COLUMNS = TWO_COLUMN_GRID;

/** A titled part of a long dialog (h3 under the dialog's h2), so it stays readable on a phone. */
export function FormSection({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ '& + &': { mt: 4 } }}>
      <Typography
        id={headingId}
        component="h3"
        variant="h6"
        sx={{ pb: 0.5, mb: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        {title}
      </Typography>
      {intro && (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Box>
  );
}
