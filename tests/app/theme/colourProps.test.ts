import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SRC = join(__dirname, '../../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

/**
 * MUI 9 reads a palette path (`text.secondary`, `success.dark`) only inside `sx`: as a component's `color` prop it is
 * dropped without a word, and the text shows in the body's colour.
 */
describe("the theme's colours on components", () => {
  it('no component gets a palette path as its color prop', () => {
    const found = sourceFiles(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\scolor=("[^"]*"|\{[^}]*\})/g)]
        .filter(([, value]) => /["'][a-z]+\.[a-zA-Z]+["']/.test(value ?? ''))
        .map(([attribute]) => `${file.slice(SRC.length)}: ${attribute.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
