import type { Theme } from '@mui/material/styles';

/**
 * Styles that hide text from the eye but not from screen readers (e.g. a label that the layout
 * already shows another way). Absolutely positioned: inside a box that scrolls, give the text a
 * positioned ancestor within it, or it escapes the scrolling and widens the page.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** `visuallyHidden` below the theme's `sm` only: a label a phone's narrow layout reads out but does not show. */
export const visuallyHiddenOnPhone = (theme: Theme) => ({ [theme.breakpoints.down('sm')]: visuallyHidden });
