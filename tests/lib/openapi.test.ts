import { readFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';

import { ENDPOINTS } from '@/contract/endpoints';

import { buildOpenApi, OPENAPI_FILE, serialize } from '../../scripts/openapi';

/** docs/openapi.json is what `npm run openapi` writes now, and looks like a whole OpenAPI 3.1 document. */

type Operation = {
  security: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  responses: Record<string, unknown>;
  'x-designed'?: boolean;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation> & { servers?: unknown }>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};

let document: Document;
let text: string;
beforeAll(async () => {
  const built = await buildOpenApi();
  text = serialize(built);
  document = JSON.parse(text) as Document;
}, 30_000);

const METHODS = ['get', 'post', 'put', 'delete'];
const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ path, method, operation: operation as Operation })),
  );

it('is the file in docs/ (run npm run openapi)', () => {
  expect(readFileSync(OPENAPI_FILE, 'utf8') === text, 'docs/openapi.json is out of date: run npm run openapi').toBe(
    true,
  );
});

it('has an operation per endpoint of the table, each with responses and the error body', () => {
  expect(document.openapi).toBe('3.1.0');
  expect(operations()).toHaveLength(ENDPOINTS.length);
  for (const { operation } of operations()) {
    expect(Object.keys(operation.responses).some((status) => /^2\d\d$/.test(status))).toBe(true);
    expect(operation.responses['4XX']).toEqual({ $ref: '#/components/responses/Error' });
  }
});

it('declares every path parameter of every path, and no other', () => {
  for (const { path, operation } of operations()) {
    const inPath = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();
    const declared = (operation.parameters ?? []).filter((each) => each.in === 'path').map((each) => each.name);
    expect(declared.sort(), path).toEqual(inPath);
  }
});

it('asks for the bearer token exactly where the table does, and marks what we designed', () => {
  expect(document.components.securitySchemes.bearer).toEqual(
    expect.objectContaining({ type: 'http', scheme: 'bearer' }),
  );
  const byKey = new Map(operations().map((each) => [`${each.method} ${each.path}`, each.operation]));
  for (const endpoint of ENDPOINTS) {
    const path = (endpoint.root ? endpoint.path.pattern.replace(/^\/api/, '') : endpoint.path.pattern).replace(
      /:(\w+)/g,
      '{$1}',
    );
    const operation = byKey.get(`${endpoint.method} ${path}`);
    expect(operation, path).toBeDefined();
    const bearer = operation!.security.some((each) => 'bearer' in each);
    const anonymous = operation!.security.length === 0 || operation!.security.some((each) => !('bearer' in each));
    expect([bearer, anonymous], path).toEqual(
      endpoint.auth === 'bearer' ? [true, false] : endpoint.auth === 'public' ? [false, true] : [true, true],
    );
    expect(operation!['x-designed'] === true, path).toBe(endpoint.designed);
  }
});

it('refers only to schemas it has', () => {
  const refs = [...text.matchAll(/"\$ref": "#\/components\/schemas\/([^"]+)"/g)].map(([, name]) => name!);
  expect(refs.length).toBeGreaterThan(0);
  expect(refs.filter((name) => !(name in document.components.schemas))).toEqual([]);
});
