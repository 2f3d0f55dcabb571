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

/**
 * `build`'s custom properties made once per theme, the same object on every render: a static CSS component's
 * style does not change until the theme does.
 */
export function perTheme<T>(build: (theme: Theme) => T): (theme: Theme) => T {
  const made = new WeakMap<Theme, T>();
  return (theme) => {
    if (!made.has(theme)) made.set(theme, build(theme));
    return made.get(theme) as T;
  };
}
