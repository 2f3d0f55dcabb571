import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface SectionCardProps {
  title: ReactNode;
  /** The section's own action beside its heading (edit, add, a link), at the end of the line. */
  action?: ReactNode;
  /** While set, a small spinner beside the heading says the section is updating; the text names it. */
  busyLabel?: string | null;
  /** The section's content has not arrived yet (it shows its own 'loading' line): the section is `aria-busy`. */
  loading?: boolean;
  /** 'h2' for a page's sections; 'h3' for a smaller card (the same level, a smaller heading). */
  headingVariant?: 'h2' | 'h3';
  /** The heading's id, for content it labels (a list); one of its own otherwise. */
  headingId?: string;
  sx?: SxProps<Theme>;
  children?: ReactNode;
}

/**
 * A titled section of a page: an outlined card named by its h2 heading, with an optional
 * action and an "updating" spinner beside the heading. Every titled card of the portal is one.
 */
export function SectionCard({
  title,
  action,
  busyLabel,
  loading = false,
  headingVariant = 'h2',
  headingId,
  sx,
  children,
}: SectionCardProps) {
  const ownId = useId();
  const id = headingId ?? ownId;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      aria-busy={loading || Boolean(busyLabel) || undefined}
      sx={[{ p: { xs: 2, sm: 3 }, minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: headingVariant === 'h2' ? 2 : 1 }}
      >
        <Typography
          id={id}
          component="h2"
          variant={headingVariant}
          sx={{ minWidth: 0, overflowWrap: 'anywhere', hyphens: 'auto' }}
        >
          {title}
        </Typography>
        {busyLabel && <CircularProgress size={20} aria-label={busyLabel} />}
        {action && <Box sx={{ ml: 'auto' }}>{action}</Box>}
      </Box>
      {children}
    </Paper>
  );
}
