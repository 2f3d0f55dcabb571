import type { Components, Theme } from '@mui/material/styles';

/** Theme overrides by component group. */
export const componentOverrides: Components<Theme> = {
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: { root: { minHeight: 40 } },
  },
  MuiTextField: { defaultProps: { variant: 'outlined' } },
  MuiDialog: {
    // Dialogs default to medium width; the backdrop does not close them.
    defaultProps: { maxWidth: 'md' },
  },
  // A link inside text is told from it by more than colour (WCAG 1.4.1): underlined, always.
  MuiLink: { defaultProps: { underline: 'always' } },
  MuiFormHelperText: {
    styleOverrides: {
      // A disabled field's hint says why it is disabled ("a course can be chosen only for some
      // types of training"): text to read, so at least 4.5:1 (WCAG 1.4.3), not MUI's text.disabled
      // (#9e9e9e on white, 2.67:1), which is meant for the inactive control itself.
      root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
    },
  },
  MuiCssBaseline: {
    styleOverrides: {
      body: { minWidth: 320 },
      ':focus-visible': { outline: '3px solid #1565c0', outlineOffset: 2 },
    },
  },
};
