import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';

/** A phone's smaller title, for a screen whose work must show within the first screen (the placement's month). */
const denseTitle = (theme: Theme) => ({ [theme.breakpoints.down('sm')]: { fontSize: theme.typography.h2.fontSize } });

/** A screen's title (also the document's) and the line that introduces it; `dense`: smaller on a phone. */
export function PageHeading({ title, intro, dense = false }: { title: string; intro?: ReactNode; dense?: boolean }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <>
      {/* Long German compounds break at their soft hyphens rather than widening a phone's page. */}
      <Typography
        component="h1"
        variant="h1"
        sx={[{ mb: 1, hyphens: 'manual', overflowWrap: 'anywhere' }, dense && denseTitle]}
      >
        {title}
      </Typography>
      {intro && (
        <Typography color="textSecondary" sx={{ mb: dense ? { xs: 1.5, sm: 3 } : 3 }}>
          {intro}
        </Typography>
      )}
    </>
  );
}
