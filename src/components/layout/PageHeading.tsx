import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';

/** A screen's title (also the document's) and the line that introduces it. */
export function PageHeading({ title, intro }: { title: string; intro?: ReactNode }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <>
      {/* Long German compounds break at their soft hyphens rather than widening a phone's page. */}
      <Typography component="h1" variant="h1" sx={{ mb: 1, hyphens: 'manual', overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {intro}
        </Typography>
      )}
    </>
  );
}
