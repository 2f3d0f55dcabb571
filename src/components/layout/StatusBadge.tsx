import Box from '@mui/material/Box';

/** A badge is at least 70 px wide. */
export const BADGE_MIN_WIDTH = 70;

export interface StatusBadgeProps {
  /** The words of the state: a badge is never colour alone. */
  label: string;
  /** Background and text colours (theme paths) that keep the label's contrast. */
  colours: { bgcolor: string; color: string };
  id?: string;
  /** Names the state for tests and styles, e.g. `data-badge="ongoing"`. */
  data?: Record<`data-${string}`, string>;
}

/** The one status badge: a coloured pill with its label (the placements' sales stage, a month's billing status). */
export function StatusBadge({ label, colours, id, data }: StatusBadgeProps) {
  return (
    <Box
      component="span"
      id={id}
      {...data}
      sx={{
        ...colours,
        display: 'inline-block',
        minWidth: BADGE_MIN_WIDTH,
        px: 1.25,
        py: 0.25,
        borderRadius: 4,
        typography: 'body2',
        fontWeight: 500,
        textAlign: 'center',
        whiteSpace: 'nowrap',
      }}
    >
      {label}
    </Box>
  );
}
