import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Imports run one way, so the modules of src/ form no cycle. ESLint
 * holds the layers (.eslintrc.cjs); this finds cycles over every static import, type-only
 * ones included: a type-only cycle still ties the modules together (a feature typed by the
 * store's state depends on every slice the store holds). Lazy import() calls, the way the app
 * reaches a screen's chunk, are left out.
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

/** Every static import and re-export, type-only ones included, and lazy import() calls. */
const ANY_IMPORT = /(?:^\s*(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?|import\(\s*)['"]([^'"]+)['"]/gm;

/**
 * The layers, bottom up: a module may import its own layer and those
 * below it, never one above. `locales` and `assets` are data; `main.tsx` stands on top.
 */
export const LAYERS: Record<string, number> = {
  contract: 0,
  lib: 1,
  config: 1,
  api: 2,
  core: 3,
  components: 4,
  features: 5,
  app: 6,
};

export function layerOf(file: string): number | undefined {
  return LAYERS[relative(SRC, file).split('/')[0] ?? ''];
}

export function upwardImports(files: string[]): string[] {
  return files.flatMap((file) => {
    const from = layerOf(file);
    if (from === undefined) return [];
    const code = readFileSync(file, 'utf8');
    return [...code.matchAll(ANY_IMPORT)]
      .map((match) => resolveImport(file, match[1] ?? ''))
      .filter((target): target is string => target !== null && target.startsWith(SRC))
      .filter((target) => (layerOf(target) ?? -1) > from)
      .map((target) => `${relative(SRC, file)} → ${relative(SRC, target)}`);
  });
}

/** Static imports and re-exports, `import type` / `export type` included; not lazy import() calls. */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

export function staticImports(file: string): string[] {
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

it('has no import cycle among the modules of src/, type-only imports included', () => {
  const files = sourceFiles(SRC);
  const graph = new Map(files.map((file) => [file, staticImports(file)]));
  // The graph is real: the store reaches every domain's slice, the lazy ones by a type-only import.
  expect(graph.get(join(SRC, 'app/store.ts'))).toContain(join(SRC, 'features/auth/auth.slice.ts'));
  expect(graph.get(join(SRC, 'app/store.ts'))).toContain(join(SRC, 'features/resume/resume.slice.ts'));
  const cycles = findCycles(graph).map((cycle) => cycle.map((file) => relative(SRC, file)).join(' → '));
  expect(cycles).toEqual([]);
});

it('keeps every import pointing down the layers: contract, then lib and config, api, core, components, features, app', () => {
  const files = sourceFiles(SRC);
  // The check itself works: the contract is the bottom, and the app is above all.
  expect(layerOf(join(SRC, 'contract/common.ts'))).toBe(0);
  expect(upwardImports(files.filter((file) => file.includes('/app/'))).length).toBe(0);
  expect(upwardImports(files)).toEqual([]);
});

/** Imports of app/ from outside it: only the entry (main.tsx) starts the app. */
export function appImports(files: string[]): string[] {
  return files
    .filter((file) => layerOf(file) !== LAYERS.app)
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(ANY_IMPORT)]
        .map((match) => resolveImport(file, match[1] ?? ''))
        .filter((target): target is string => target !== null && target.startsWith(join(SRC, 'app/')))
        .map((target) => `${relative(SRC, file)} → ${relative(SRC, target)}`),
    );
}

it('imports nothing of app/ into features, core, components, lib, config, api or the contract', () => {
  const files = sourceFiles(SRC);
  // The check itself works: the entry's imports of the app are found.
  const entry = join(SRC, 'main.tsx');
  expect(appImports([entry])).toContain('main.tsx → app/store.ts');
  // Features use core/hooks.ts, typed without the store.
  expect(files).toContain(join(SRC, 'core/hooks.ts'));
  expect(appImports(files.filter((file) => file !== entry))).toEqual([]);
});

it('imports nothing of ours into the contract but its own files', () => {
  const contractFiles = sourceFiles(join(SRC, 'contract'));
  expect(contractFiles.length).toBeGreaterThan(5);
  for (const file of contractFiles) {
    const targets = [...readFileSync(file, 'utf8').matchAll(ANY_IMPORT)].map((match) =>
      resolveImport(file, match[1] ?? ''),
    );
    expect(targets.filter((target) => target !== null && !target.startsWith(join(SRC, 'contract/')))).toEqual([]);
  }
});

/** Components are shared UI only. State and requests live in core (or a feature). */
export function componentViolations(files: string[]): string[] {
  return files.flatMap((file) => {
    const name = relative(SRC, file);
    const code = readFileSync(file, 'utf8');
    const found: string[] = [];
    if (/\.(slice|saga|api)\.tsx?$/.test(file)) found.push(`${name}: a slice, saga or API module`);
    if (/\bcreate(Slice|AsyncThunk|Api)\s*\(/.test(code)) found.push(`${name}: creates a slice`);
    for (const match of code.matchAll(ANY_IMPORT)) {
      const specifier = match[1] ?? '';
      if (/^redux-saga(\/|$)/.test(specifier)) found.push(`${name}: imports ${specifier}`);
      if (specifier === 'axios') found.push(`${name}: imports axios`);
      const target = resolveImport(file, specifier);
      // api/errors is the error shape and its message keys; everything else in api/ sends requests.
      if (target?.startsWith(join(SRC, 'api/')) && target !== join(SRC, 'api/errors.ts'))
        found.push(`${name}: imports ${specifier}`);
    }
    return found;
  });
}

it('keeps src/components free of slices, sagas and requests', () => {
  const files = sourceFiles(join(SRC, 'components'));
  expect(files.length).toBeGreaterThan(20);
  // The check itself works: a slice, a saga and the client are each found.
  const core = (path: string) => join(SRC, 'core', path);
  expect(
    componentViolations([
      core('feedback/feedback.slice.ts'),
      core('agreementTexts/agreementTexts.saga.ts'),
      core('agreementTexts/agreementTexts.api.ts'),
    ]),
  ).toEqual([
    'core/feedback/feedback.slice.ts: a slice, saga or API module',
    'core/feedback/feedback.slice.ts: creates a slice',
    'core/agreementTexts/agreementTexts.saga.ts: a slice, saga or API module',
    'core/agreementTexts/agreementTexts.saga.ts: imports redux-saga/effects',
    'core/agreementTexts/agreementTexts.api.ts: a slice, saga or API module',
    'core/agreementTexts/agreementTexts.api.ts: imports @/api/client',
    'core/agreementTexts/agreementTexts.api.ts: imports @/api/files',
  ]);
  expect(componentViolations(files)).toEqual([]);
});

const FEATURES = readdirSync(join(SRC, 'features')).filter((name) =>
  statSync(join(SRC, 'features', name)).isDirectory(),
);

/**
 * A feature reads only its own slice and core's (the session through core/session's
 * selectors): `state.auth` in the CV, say, would tie it to the sign-in feature's shape.
 */
export function foreignStateReads(feature: string, files: string[]): string[] {
  const others = FEATURES.filter((name) => name !== feature);
  const reads = new RegExp(`(?:\\bstate\\??\\.|getState\\(\\)\\??\\.|\\(state: \\{\\s*)(${others.join('|')})\\b`, 'g');
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(reads)].map((match) => `${relative(SRC, file)}: ${match[0]}`),
  );
}

it("keeps every feature out of another feature's state", () => {
  expect(FEATURES).toEqual(expect.arrayContaining(['auth', 'resume', 'account']));
  // The check itself works: the sign-in feature's own reads count as foreign anywhere else.
  expect(foreignStateReads('resume', [join(SRC, 'features/auth/auth.selectors.ts')])).toContain(
    'features/auth/auth.selectors.ts: state.auth',
  );
  for (const feature of FEATURES) {
    expect(foreignStateReads(feature, sourceFiles(join(SRC, 'features', feature)))).toEqual([]);
  }
});

/**
 * Every answer is read by its schema at the door (docs/decisions/033-answers-at-the-door.md): above
 * src/api, a call goes through `apiRead` or a write that names its answer's schema, never through
 * `apiGet`, which hands the answer on as it came.
 */
export function unreadGets(files: string[]): string[] {
  return files.flatMap((file) => {
    const code = readFileSync(file, 'utf8');
    const imports = [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@\/api\/client'/g)].map(
      (match) => match[1] ?? '',
    );
    return imports.some((names) => /\bapiGet\b/.test(names)) ? [`${relative(SRC, file)}: imports apiGet`] : [];
  });
}

it('reads every answer above src/api by its schema, never through apiGet', () => {
  // The check itself works: a module that imports apiGet is found.
  const probe = join(mkdtempSync(join(tmpdir(), 'arch-')), 'probe.ts');
  writeFileSync(probe, "import { apiGet, apiRead } from '@/api/client';\n");
  expect(unreadGets([probe]).map((found) => found.endsWith('probe.ts: imports apiGet'))).toEqual([true]);
  const above = ['core', 'components', 'features', 'app'].flatMap((layer) => sourceFiles(join(SRC, layer)));
  expect(above.length).toBeGreaterThan(100);
  expect(unreadGets(above)).toEqual([]);
});
