import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import { bareList } from '@/components/layout/bareList';

/**
 * Cards that hold a place (while searching, and beside the elected candidate during the mandate), each saying
 * what it stands for.
 */
export function PlaceholderCards({ texts }: { texts: string[] }) {
  return (
    <Box
      component="ul"
      sx={{
        ...bareList,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
      }}
    >
      {texts.map((text) => (
        <Paper
          key={text}
          component="li"
          variant="outlined"
          sx={{
            p: 2,
            borderStyle: 'dashed',
            display: 'flex',
            gap: 1.5,
            alignItems: 'center',
            color: 'text.secondary',
            minHeight: 96,
          }}
        >
          <PersonSearchOutlined aria-hidden />
          <Typography variant="body2">{text}</Typography>
        </Paper>
      ))}
    </Box>
  );
}
