import { describe, expect, it } from 'vitest';

import { API_BASE, ENDPOINTS, type Endpoint } from '@/contract/endpoints';
import { handlers } from '@mocks/handlers';

/**
 * The endpoint table (src/contract/endpoints.ts, which docs/openapi.json is written from) is the whole API
 * the mock serves: every handler the mock registers has a row, every row a handler, and a row's `auth`
 * is what the mock does without a token.
 */

const key = (method: string, pattern: string) => `${method.toUpperCase()} ${pattern}`;
const registered = (endpoint: Endpoint) => `*${endpoint.root ? '' : API_BASE}${endpoint.path.pattern}`;

const handlerKeys = handlers.map((handler) => key(String(handler.info.method), String(handler.info.path)));
const rowKeys = ENDPOINTS.map((endpoint) => key(endpoint.method, registered(endpoint)));

it('has one row per handler of the mock, and a handler for every row', () => {
  expect(handlers.length).toBeGreaterThan(70);
  expect(new Set(rowKeys).size).toBe(rowKeys.length);
  expect(handlerKeys.filter((each) => !rowKeys.includes(each))).toEqual([]);
  expect(rowKeys.filter((each) => !handlerKeys.includes(each))).toEqual([]);
});

it('names what we designed where the row is designed, and only there', () => {
  for (const endpoint of ENDPOINTS) {
    expect(Boolean(endpoint.note), key(endpoint.method, endpoint.path.pattern)).toBe(endpoint.designed);
  }
});

it('marks a call designed whole only where the row is designed, and a save only on a write', () => {
  // A server with only the specification's calls answers these 404 (docs/decisions/056-a-save-is-its-status.md).
  for (const endpoint of ENDPOINTS.filter((each) => each.designedCall)) {
    expect(endpoint.designed, key(endpoint.method, endpoint.path.pattern)).toBe(true);
  }
  for (const endpoint of ENDPOINTS.filter((each) => each.save)) {
    expect(endpoint.method, key(endpoint.method, endpoint.path.pattern)).not.toBe('get');
  }
});

describe('without a token', () => {
  it.each(ENDPOINTS.map((endpoint) => [key(endpoint.method, endpoint.path.pattern), endpoint] as const))(
    '%s answers as its auth says',
    async (_name, endpoint) => {
      const path = endpoint.path.pattern.replace(/:[A-Za-z]\w*/g, 'x');
      const response = await fetch(`http://localhost${endpoint.root ? '' : API_BASE}${path}`, {
        method: endpoint.method.toUpperCase(),
        ...(endpoint.method === 'get' || endpoint.method === 'delete'
          ? {}
          : { body: '{}', headers: { 'Content-Type': 'application/json' } }),
      });
      if (endpoint.auth === 'bearer') expect(response.status).toBe(401);
      else expect(response.status).not.toBe(401);
    },
  );
});
