import { getResponse, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';

import type { ApiPath } from '@/contract/path';
import { handlers } from '@mocks/handlers';
import { apiUrl } from '@mocks/shared/urls';

/**
 * No handler has to stay last: every GET path of the contract that the mock
 * serves reaches its own handler, in the order the list has and in the reverse order. Today
 * `GET /manager/:managerId` (a CV) and `GET /resume-actions/:sample/file/:lang` could swallow
 * `/manager/documents` or `/resume-actions/instructions/...`; they pass such fixed words on.
 *
 * msw 2's lifecycle events do not name the handler that answered, so the test runs the
 * handlers' public `run()` one after the other, as msw does (the first one that gives a
 * response answers; one that matches and gives nothing lets the next try), and checks
 * against msw's own `getResponse` that it picked the same response.
 */

const contractModules = import.meta.glob<Record<string, unknown>>('../../src/contract/*.ts', { eager: true });

function isApiPath(value: unknown): value is ApiPath {
  return (
    typeof value === 'object' &&
    value !== null &&
    'pattern' in value &&
    'build' in value &&
    typeof value.pattern === 'string'
  );
}

/** Every `*_PATHS` object of every contract module, found without a list to keep up to date. */
const contractPaths = Object.values(contractModules).flatMap((module) =>
  Object.entries(module)
    .filter(([name, value]) => name.endsWith('_PATHS') && typeof value === 'object' && value !== null)
    .flatMap(([group, paths]) =>
      Object.entries(paths as Record<string, unknown>).flatMap(([key, path]) =>
        isApiPath(path) ? [{ name: `${group}.${key}`, path }] : [],
      ),
    ),
);

const isGet = (handler: HttpHandler) => handler.info.method === 'GET';

/** The GET paths the mock serves, each with the one handler registered for it. */
const served = contractPaths.flatMap(({ name, path }) => {
  const own = handlers.filter((handler) => isGet(handler) && handler.info.path === apiUrl(path));
  return own.length > 0 ? [{ name, path, own }] : [];
});

/** Values a real call would send; any other parameter gets a made-up word. */
const SAMPLE: Record<string, string> = {
  managerId: '10427',
  candidateId: 'cand_10427',
  lang: 'de',
  language: 'en',
  sample: 'ceo',
  cvType: 'long',
  design: '2',
  colourHex: '6e6f58',
  documentId: 'doc_seed_cv_de',
  token: 'demo-valid',
};

function sampleUrl(path: ApiPath): string {
  const names = [...path.pattern.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  // `ApiPath` without its literal pattern type takes no typed arguments: build is called as the app does, with one value per parameter.
  const build = path.build as (...args: string[]) => string;
  return `http://localhost/api/v1${build(...names.map((name) => SAMPLE[name] ?? `sample-${name}`))}`;
}

/** The handler that answers the request when the list is in this order, and its response. */
async function answering(
  list: readonly HttpHandler[],
  url: string,
): Promise<{ handler: HttpHandler; response: Response } | undefined> {
  const request = new Request(url);
  for (const handler of list) {
    const result = await handler.run({ request, requestId: crypto.randomUUID() });
    if (result?.response) return { handler, response: result.response };
  }
  return undefined;
}

const ORDERS: [string, readonly HttpHandler[]][] = [
  ['as registered', handlers],
  ['reversed', [...handlers].reverse()],
];

describe('routing of the mock', () => {
  it('serves the GET paths of the contract, each with exactly one handler', () => {
    expect(contractPaths.length).toBeGreaterThan(50);
    // The two catch-all candidates and a sample of the rest are among them.
    const names = served.map(({ name }) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'CV_PATHS.managerCv',
        'CV_PATHS.resumeSample',
        'CV_PATHS.resumeInstructions',
        'DOCUMENT_PATHS.documents',
        'META_PATHS.fieldsMeta',
      ]),
    );
    expect(served.length).toBeGreaterThanOrEqual(20);
    for (const { name, own } of served) expect(own, name).toHaveLength(1);
  });

  it('has no GET handler for a path that is not in the contract (besides the version)', () => {
    const contractUrls = new Set(contractPaths.map(({ path }) => apiUrl(path)));
    const strays = handlers
      .filter(isGet)
      .map((handler) => handler.info.path)
      .filter((path) => typeof path !== 'string' || !contractUrls.has(path));
    expect(strays).toEqual(['*/api/version']);
  });

  it.each(ORDERS)('answers every GET path with its own handler, the list %s', async (_order, list) => {
    const wrong: string[] = [];
    for (const { name, path, own } of served) {
      const url = sampleUrl(path);
      const answer = await answering(list, url);
      if (!answer || answer.handler !== own[0]) {
        wrong.push(`${name} (${url}) answered by ${answer ? String(answer.handler.info.header) : 'nobody'}`);
        continue;
      }
      // The loop above picks what msw itself picks.
      const mocked = await getResponse([...list], new Request(url));
      expect(mocked?.status, name).toBe(answer.response.status);
    }
    expect(wrong).toEqual([]);
  });
});
