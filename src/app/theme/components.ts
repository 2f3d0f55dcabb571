import type { Components, Theme } from '@mui/material/styles';

/** Theme overrides by component group (conventions rule 10). */
export const componentOverrides: Components<Theme> = {
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: { root: { minHeight: 40 } },
  },
  MuiTextField: { defaultProps: { variant: 'outlined' } },
  MuiDialog: {
    // Part 2 §9: dialogs default to medium width; the backdrop does not close them.
    defaultProps: { maxWidth: 'md' },
  },
  MuiLink: { defaultProps: { underline: 'hover' } },
  MuiCssBaseline: {
    styleOverrides: {
      body: { minWidth: 320 },
      ':focus-visible': { outline: '3px solid #1565c0', outlineOffset: 2 },
    },
  },
};
