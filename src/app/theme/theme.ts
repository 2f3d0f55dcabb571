import { createTheme } from '@mui/material/styles';

import { componentOverrides } from './components';

/** The app is at most 1600 px wide: the shells hold it (header, page, footer), so no page sets a width of its own. */
export const MAX_APP_WIDTH = 1600;
/** At this width and above the header shows the three main links (docs/decisions/015-header-breakpoint.md). */
export const DESKTOP_HEADER_MIN_WIDTH = 1014;

/** Primary blue, Roboto, spacing 8; breakpoints of the spec's layouts. */
export const theme = createTheme({
  spacing: 8,
  palette: {
    primary: { main: '#0d47a1', light: '#1565c0', dark: '#002171', contrastText: '#ffffff' },
    secondary: { main: '#455a64' },
    error: { main: '#c62828' },
    background: { default: '#f5f7fa', paper: '#ffffff' },
    text: { primary: '#1c2430', secondary: '#4a5563' },
  },
  typography: {
    fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 500, lineHeight: 1.25 },
    h2: { fontSize: '1.5rem', fontWeight: 500 },
    h3: { fontSize: '1.25rem', fontWeight: 500 },
    button: { textTransform: 'none', fontWeight: 500 },
  },
  shape: { borderRadius: 8 },
  breakpoints: { values: { xs: 0, sm: 522, md: 800, lg: DESKTOP_HEADER_MIN_WIDTH, xl: 1162 } },
  components: componentOverrides,
});
