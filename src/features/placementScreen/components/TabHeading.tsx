import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface TabHeadingProps {
  /** The heading's id, for the section it names. */
  id: string;
  title: string;
  /** What stands at the end of the heading's line (a status, the due date, a button); under it on a phone. */
  aside?: ReactNode;
}

/** A heading of the placement screen's tabs (h2) with what belongs beside it. */
export function TabHeading({ id, title, aside }: TabHeadingProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        alignItems: 'center',
        justifyContent: 'space-between',
        mb: 1.5,
      }}
    >
      <Typography id={id} component="h2" variant="h3">
        {title}
      </Typography>
      {aside}
    </Box>
  );
}
