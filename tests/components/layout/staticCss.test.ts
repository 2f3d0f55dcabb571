import { readFileSync } from 'node:fs';
import { createTheme } from '@mui/material/styles';

import { theme } from '@/app/theme/theme';
import { fontValues, perTheme } from '@/components/layout/themeValues';

import { sourceFiles } from '../../sourceFiles';

describe('static layout CSS', () => {
  it("changes layout only at the theme's breakpoints, which CSS cannot read", () => {
    const breakpoints = new Set(Object.values(theme.breakpoints.values));
    const files = sourceFiles('.module.css');
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const widths = [...readFileSync(file, 'utf8').matchAll(/@media[^{]*width:\s*(\d+)px/g)].map(([, px]) =>
        Number(px),
      );
      for (const width of widths)
        expect({ file, width, isBreakpoint: breakpoints.has(width) }).toMatchObject({
          isBreakpoint: true,
        });
    }
  });

  it("gives a typography variant's font and letter spacing as the theme has them", () => {
    const values = fontValues(theme.typography, ['body2', 'subtitle1']);
    const { body2, subtitle1 } = theme.typography;
    expect(values).toEqual({
      '--font-body2': `${body2.fontWeight} ${body2.fontSize}/${body2.lineHeight} ${body2.fontFamily}`,
      '--letter-spacing-body2': body2.letterSpacing ?? 'normal',
      '--font-subtitle1': `${subtitle1.fontWeight} ${subtitle1.fontSize}/${subtitle1.lineHeight} ${subtitle1.fontFamily}`,
      '--letter-spacing-subtitle1': subtitle1.letterSpacing ?? 'normal',
    });
  });

  it('makes the values once per theme, and again for another theme', () => {
    let made = 0;
    const values = perTheme(({ palette }) => {
      made += 1;
      return { '--primary': palette.primary.main };
    });
    const first = values(theme);
    expect(values(theme)).toBe(first);
    expect(made).toBe(1);
    const other = createTheme({ palette: { primary: { main: '#123456' } } });
    expect(values(other)).toEqual({ '--primary': '#123456' });
    expect(made).toBe(2);
    expect(values(theme)).toBe(first);
  });
});
