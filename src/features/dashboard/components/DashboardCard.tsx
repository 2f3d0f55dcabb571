import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** A titled section of the dashboard, labelled by its heading. */
export function DashboardCard({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, height: '100%', minWidth: 0 }}
    >
      <Typography
        id={headingId}
        component="h2"
        variant="h6"
        sx={{ mb: 2, display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        {title}
        {action}
      </Typography>
      {children}
    </Paper>
  );
}
