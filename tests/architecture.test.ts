import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Conventions rule 1: imports run one way, so the modules of src/ form no cycle. ESLint
 * holds the layers (.eslintrc.cjs); this finds cycles over the runtime imports: type-only
 * imports and lazy import() calls create none and are left out.
 */
const SRC = resolve(__dirname, '../src');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null; // a package
  if (existsSync(base) && statSync(base).isFile()) return base;
  const found = EXTENSIONS.map((extension) => base + extension).find((candidate) => existsSync(candidate));
  return found ?? null;
}

/** Static value imports and re-exports; `import type` / `export type` lines are skipped. */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function runtimeImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(STATIC_IMPORT)]
    .map((match) => resolveImport(file, match[1] ?? ''))
    .filter((target): target is string => target !== null && target.startsWith(SRC) && !/\.json$/.test(target));
}

export function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'visiting');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'visiting') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  [...graph.keys()].forEach((node) => state.has(node) || visit(node));
  return cycles;
}

it('finds a cycle when there is one (the check itself works)', () => {
  const graph = new Map([
    ['a', ['b']],
    ['b', ['c']],
    ['c', ['a']],
    ['d', ['a']],
  ]);
  expect(findCycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
});

it('has no import cycle among the modules of src/', () => {
  const files = sourceFiles(SRC);
  const graph = new Map(files.map((file) => [file, runtimeImports(file)]));
  // The graph is real: the entry reaches the store, the store every domain's slice.
  expect(graph.get(join(SRC, 'app/store.ts'))).toContain(join(SRC, 'features/auth/auth.slice.ts'));
  const cycles = findCycles(graph).map((cycle) => cycle.map((file) => relative(SRC, file)).join(' → '));
  expect(cycles).toEqual([]);
});
