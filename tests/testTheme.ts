import { createTheme, type Theme } from '@mui/material/styles';

/**
 * The app's theme as tests render it: no transitions (a dialog closes at once instead of after MUI's 225 ms of
 * real time) and no ripple (every click would render and animate one). Nothing else differs; tests/setup.ts puts
 * it in place of the app's theme module.
 */
export function testThemeOf(theme: Theme): Theme {
  return createTheme(theme, {
    transitions: {
      create: () => 'none',
      duration: {
        shortest: 0,
        shorter: 0,
        short: 0,
        standard: 0,
        complex: 0,
        enteringScreen: 0,
        leavingScreen: 0,
      },
    },
    components: { MuiButtonBase: { defaultProps: { disableRipple: true, disableTouchRipple: true } } },
  });
}
