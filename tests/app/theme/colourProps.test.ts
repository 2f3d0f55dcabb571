import { readFileSync } from 'node:fs';

import { sourceFiles, SRC } from '../../sourceFiles';

/**
 * MUI 9 reads a palette path (`text.secondary`, `success.dark`) only inside `sx`: as a component's `color` prop it is
 * dropped without a word, and the text shows in the body's colour.
 */
describe("the theme's colours on components", () => {
  it('no component gets a palette path as its color prop', () => {
    const found = sourceFiles('.tsx').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\scolor=("[^"]*"|\{[^}]*\})/g)]
        .filter(([, value]) => /["'][a-z]+\.[a-zA-Z]+["']/.test(value ?? ''))
        .map(([attribute]) => `${file.slice(SRC.length)}: ${attribute.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
