import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The app's source folder. */
export const SRC = join(__dirname, '../src');

/** The files below `dir` whose names end in `ending`, at any depth. */
export function sourceFiles(ending: string, dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(ending, path);
    return entry.name.endsWith(ending) ? [path] : [];
  });
}
