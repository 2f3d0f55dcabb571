import type { Theme, TypographyVariant } from '@mui/material/styles';

/** A colour of the theme by its path (`success.dark`, `text.secondary`), or the colour itself (`#8a4500`). */
export function paletteColour(palette: Theme['palette'], path: string): string {
  const found = path
    .split('.')
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], palette);
  return typeof found === 'string' ? found : path;
}

/**
 * A typography variant of the theme as custom properties for static CSS (docs/decisions/065-static-layout-css.md):
 * `--font-body2` is the `font` shorthand, `--letter-spacing-body2` its letter spacing.
 */
export function fontValues(typography: Theme['typography'], variants: readonly TypographyVariant[]) {
  return Object.fromEntries(
    variants.flatMap((variant) => {
      const { fontWeight, fontSize, lineHeight, fontFamily, letterSpacing } = typography[variant];
      return [
        [`--font-${variant}`, `${fontWeight} ${fontSize}/${lineHeight} ${fontFamily}`],
        [`--letter-spacing-${variant}`, letterSpacing ?? 'normal'],
      ];
    }),
  );
}
