import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { delay, http, HttpResponse, passthrough } from 'msw';
import * as v from 'valibot';

import {
  apiGet,
  apiGetWithoutSession,
  apiPost,
  apiSave,
  installClientHooks,
  MAX_GET_RETRIES,
  refreshSession,
} from '@/api/client';
import { ApiError } from '@/api/errors';
import { client } from '@/api/http';
import { getAccessToken, getRefreshToken, setTokens } from '@/api/tokens';
import type { RefreshTokenResponse } from '@/contract/session';
import { server } from '@mocks/node';

/** The transport's tests: the answer as it came. */
const anyAnswer = v.unknown();

/**
 * Unit tests of the one API client (docs/decisions/003-one-contract.md, 004-api-errors.md,
 * 005-unnamed-calls.md, 007-tokens.md and 006-retries-and-single-submit.md): the real axios instance against
 * msw handlers for made-up paths, so every assertion is about what went over the wire and what the caller got
 * back.
 */

const THING = '*/api/v1/test/thing';
const REFRESH = '*/api/v1/refresh-token';

const OLD = { accessToken: 'old-access', refreshToken: 'old-refresh' };
const NEW = { accessToken: 'new-access', refreshToken: 'new-refresh' };

function refreshReply(tokens = NEW): RefreshTokenResponse {
  return {
    ...tokens,
    userId: 'usr_test',
    role: 'manager',
    showAgreement: false,
    canSkipAgreement: false,
    communicationLanguage: 200,
    videoURLs: { de: '', en: '' },
  };
}

/** Counts the calls of a handler and remembers the bearer header each call carried. */
function counter() {
  const auth: (string | null)[] = [];
  return {
    auth,
    get count() {
      return auth.length;
    },
    record(request: Request) {
      auth.push(request.headers.get('authorization'));
    },
  };
}

/** A refresh endpoint that hands out NEW and counts how often it is called. */
function useWorkingRefresh() {
  const refresh = counter();
  const bodies: unknown[] = [];
  server.use(
    http.post(REFRESH, async ({ request }) => {
      refresh.record(request);
      bodies.push(await request.json());
      await delay(20); // long enough for the other requests to arrive while it runs
      return HttpResponse.json(refreshReply());
    }),
  );
  return { refresh, bodies };
}

/** GET /test/thing: 401 {code:'token'} for any token but the new one. */
function useThingThatNeedsNewToken() {
  const thing = counter();
  server.use(
    http.get(THING, ({ request }) => {
      thing.record(request);
      if (request.headers.get('authorization') === `Bearer ${NEW.accessToken}`) return HttpResponse.json({ ok: true });
      return HttpResponse.json({ code: 'token', message: 'Access token expired' }, { status: 401 });
    }),
  );
  return thing;
}

async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail, but it succeeded');
}

let onSessionExpired: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  onSessionExpired = vi.fn<() => void>();
  installClientHooks({ onSessionExpired });
  setTokens(OLD);
});

describe('token refresh', () => {
  it('sends the access token as a bearer header', async () => {
    const thing = counter();
    server.use(
      http.get(THING, ({ request }) => {
        thing.record(request);
        return HttpResponse.json({ ok: true });
      }),
    );
    await expect(apiGet('/test/thing')).resolves.toEqual({ ok: true });
    expect(thing.auth).toEqual([`Bearer ${OLD.accessToken}`]);
  });

  it('refreshes once for five concurrent requests that all get 401 token, and all five succeed', async () => {
    const { refresh, bodies } = useWorkingRefresh();
    const thing = useThingThatNeedsNewToken();

    const results = await Promise.all(Array.from({ length: 5 }, () => apiGet<{ ok: boolean }>('/test/thing')));

    expect(results).toEqual(Array.from({ length: 5 }, () => ({ ok: true })));
    expect(refresh.count).toBe(1);
    expect(bodies).toEqual([{ refreshToken: OLD.refreshToken }]);
    // Five first attempts with the old token, five retries with the new one.
    expect(thing.auth.filter((value) => value === `Bearer ${OLD.accessToken}`)).toHaveLength(5);
    expect(thing.auth.filter((value) => value === `Bearer ${NEW.accessToken}`)).toHaveLength(5);
    expect(getAccessToken()).toBe(NEW.accessToken);
    expect(getRefreshToken()).toBe(NEW.refreshToken);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('retries a 401 that arrives after the refresh finished with the new token, without a second refresh', async () => {
    const { refresh } = useWorkingRefresh();
    const slow = counter();
    server.use(
      http.get('*/api/v1/test/slow', async ({ request }) => {
        slow.record(request);
        if (request.headers.get('authorization') === `Bearer ${NEW.accessToken}`)
          return HttpResponse.json({ slow: true });
        // Sent with the old token; the answer comes only after another request's refresh is done.
        await vi.waitFor(() => expect(getAccessToken()).toBe(NEW.accessToken), { timeout: 2000, interval: 5 });
        return HttpResponse.json({ code: 'token', message: 'Access token expired' }, { status: 401 });
      }),
    );
    useThingThatNeedsNewToken();

    const slowCall = apiGet('/test/slow');
    await expect(apiGet('/test/thing')).resolves.toEqual({ ok: true });
    await expect(slowCall).resolves.toEqual({ slow: true });

    expect(refresh.count).toBe(1);
    expect(slow.auth).toEqual([`Bearer ${OLD.accessToken}`, `Bearer ${NEW.accessToken}`]);
  });

  it('logs out once when the refresh is rejected: tokens cleared, onSessionExpired called once', async () => {
    const refresh = counter();
    server.use(
      http.post(REFRESH, async ({ request }) => {
        refresh.record(request);
        await delay(10);
        return HttpResponse.json({ code: 'refresh_invalid', message: 'Refresh token unknown' }, { status: 401 });
      }),
    );
    useThingThatNeedsNewToken();

    const outcomes = await Promise.allSettled([apiGet('/test/thing'), apiGet('/test/thing'), apiGet('/test/thing')]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(refresh.count).toBe(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(window.localStorage.getItem('portal.refreshToken')).toBeNull();
  });

  it('does not refresh again when /refresh-token itself answers 401 token (no refresh loop)', async () => {
    const refresh = counter();
    server.use(
      http.post(REFRESH, ({ request }) => {
        refresh.record(request);
        return HttpResponse.json({ code: 'token', message: 'nope' }, { status: 401 });
      }),
    );
    const thing = useThingThatNeedsNewToken();

    const error = await rejectionOf(apiGet('/test/thing'));

    expect(error.status).toBe(401);
    expect(refresh.count).toBe(1);
    expect(thing.count).toBe(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBeNull();
  });

  it('sends exactly one POST /refresh-token when refreshSession is called and the refresh fails', async () => {
    const refresh = counter();
    server.use(
      http.post(REFRESH, ({ request }) => {
        refresh.record(request);
        return HttpResponse.json({ code: 'token', message: 'nope' }, { status: 401 });
      }),
    );
    await rejectionOf(refreshSession());
    expect(refresh.count).toBe(1);
    // The refresh call never carries the (expired) access token.
    expect(refresh.auth).toEqual([null]);
  });

  it('keeps the session when the refresh fails for lack of a network, so a later try can succeed', async () => {
    server.use(http.post(REFRESH, () => HttpResponse.error()));
    const error = await rejectionOf(refreshSession());
    expect(error.status).toBe(503);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(getRefreshToken()).toBe(OLD.refreshToken);
  });

  it.each([400, 403])('logs out when the refresh is answered %i, which rejects the session too', async (status) => {
    server.use(http.post(REFRESH, () => HttpResponse.json({ code: 'refresh_invalid', message: 'no' }, { status })));
    const error = await rejectionOf(refreshSession());
    expect(error.status).toBe(status);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(getRefreshToken()).toBeNull();
  });

  it.each([404, 429, 500])(
    'keeps the session when the refresh is answered %i, which says nothing about the session (a page leaving the demo mock gets 404)',
    async (status) => {
      server.use(http.post(REFRESH, () => HttpResponse.json({ code: 'http', message: 'elsewhere' }, { status })));
      const error = await rejectionOf(refreshSession());
      expect(error.status).toBe(status);
      expect(onSessionExpired).not.toHaveBeenCalled();
      expect(getRefreshToken()).toBe(OLD.refreshToken);
    },
  );

  it('does not refresh for a 401 token answer to /login', async () => {
    const refresh = counter();
    server.use(
      http.post(REFRESH, ({ request }) => {
        refresh.record(request);
        return HttpResponse.json(refreshReply());
      }),
      http.post('*/api/v1/login', () => HttpResponse.json({ code: 'token', message: 'odd' }, { status: 401 })),
    );

    const error = await rejectionOf(apiPost('/login', anyAnswer, { username: 'a@b.de', password: 'x' }));

    expect(error.status).toBe(401);
    expect(error.code).toBe('token');
    expect(refresh.count).toBe(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not refresh a request that was already retried after a refresh', async () => {
    const { refresh } = useWorkingRefresh();
    const thing = counter();
    server.use(
      http.get(THING, ({ request }) => {
        thing.record(request);
        return HttpResponse.json({ code: 'token', message: 'always expired' }, { status: 401 });
      }),
    );

    const error = await rejectionOf(apiGet('/test/thing'));

    expect(error.status).toBe(401);
    expect(error.code).toBe('token');
    expect(refresh.count).toBe(1);
    expect(thing.auth).toEqual([`Bearer ${OLD.accessToken}`, `Bearer ${NEW.accessToken}`]);
  });

  it('does not refresh for a 401 with another code', async () => {
    const refresh = counter();
    server.use(
      http.post(REFRESH, ({ request }) => {
        refresh.record(request);
        return HttpResponse.json(refreshReply());
      }),
      http.get(THING, () => HttpResponse.json({ code: 'forbidden', message: 'no' }, { status: 401 })),
    );
    const error = await rejectionOf(apiGet('/test/thing'));
    expect(error).toMatchObject({ status: 401, code: 'forbidden' });
    expect(refresh.count).toBe(0);
  });

  it('refreshes and retries a PUT that got 401 token, once', async () => {
    const { refresh } = useWorkingRefresh();
    const put = counter();
    const bodies: unknown[] = [];
    server.use(
      http.put(THING, async ({ request }) => {
        put.record(request);
        bodies.push(await request.json());
        if (request.headers.get('authorization') === `Bearer ${NEW.accessToken}`)
          return HttpResponse.json({ saved: true });
        return HttpResponse.json({ code: 'token', message: 'expired' }, { status: 401 });
      }),
    );
    await expect(apiSave('put', '/test/thing', anyAnswer, { a: 1 })).resolves.toEqual({ saved: true });
    expect(refresh.count).toBe(1);
    expect(put.count).toBe(2);
    expect(bodies).toEqual([{ a: 1 }, { a: 1 }]);
  });
});

describe('a save: its success is its status (docs/decisions/056-a-save-is-its-status.md)', () => {
  const saved = v.object({ id: v.string(), version: v.string() });
  const warnings = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined);

  it('gives the answer read by its schema when it carries the saved state', async () => {
    server.use(http.post(THING, () => HttpResponse.json({ id: 'x1', version: '2', extra: true })));
    await expect(apiSave('post', '/test/thing', saved, {})).resolves.toEqual({ id: 'x1', version: '2' });
  });

  it.each([
    ['204 without a body', () => new HttpResponse(null, { status: 204 })],
    ['an empty 200', () => new HttpResponse('', { status: 200 })],
    ['201 with an empty body', () => new HttpResponse(null, { status: 201 })],
  ])('reads %s as saved, with no answer to use and nothing logged', async (_name, reply) => {
    const warn = warnings();
    server.use(http.put(THING, reply), http.delete(THING, reply));
    await expect(apiSave('put', '/test/thing', saved, {})).resolves.toBeNull();
    await expect(apiSave('delete', '/test/thing', saved)).resolves.toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('does not take a body that names none of the state for a state with every field empty', async () => {
    const warn = warnings();
    const tolerant = v.object({ name: v.nullish(v.string(), ''), city: v.nullish(v.string(), '') });
    server.use(http.put(THING, () => HttpResponse.json({ result: 'saved' })));
    await expect(apiSave('put', '/test/thing', tolerant, {})).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a body of another shape', () => HttpResponse.json({ ok: 1 })],
    ['plain text', () => HttpResponse.text('Saved')],
    ['an HTML page', () => HttpResponse.html('<html><body>Saved</body></html>')],
    ['broken JSON', () => new HttpResponse('{"id": "x', { headers: { 'Content-Type': 'application/json' } })],
  ])('reads a 2xx with %s as saved, and logs the deviation once', async (_name, reply) => {
    const warn = warnings();
    const path = `/test/thing/${_name.replaceAll(' ', '-')}`;
    server.use(http.post(`*/api/v1${path}`, reply));
    await expect(apiSave('post', path, saved, {})).resolves.toBeNull();
    await expect(apiSave('post', path, saved, {})).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain(`POST ${path}`);
  });

  it.each([
    [400, 'validation'],
    [409, 'conflict'],
    [500, 'server'],
  ])('rejects a refusal (%s) with its code', async (status, code) => {
    server.use(http.post(THING, () => HttpResponse.json({ code, message: 'no' }, { status })));
    const error = await rejectionOf(apiSave('post', '/test/thing', saved, {}));
    expect(error).toMatchObject({ status, code });
  });
});

describe('automatic retries', () => {
  it('retries a GET that fails with a network error at most twice, then reports status 503', async () => {
    const thing = counter();
    server.use(
      http.get(THING, ({ request }) => {
        thing.record(request);
        return HttpResponse.error();
      }),
    );
    const error = await rejectionOf(apiGet('/test/thing'));
    expect(error.status).toBe(503);
    expect(thing.count).toBe(1 + MAX_GET_RETRIES);
    expect(MAX_GET_RETRIES).toBe(2);
  });

  it.each([502, 503, 504])('retries a GET answered %i at most twice and then reports that status', async (status) => {
    const thing = counter();
    server.use(
      http.get(THING, ({ request }) => {
        thing.record(request);
        return HttpResponse.json({ code: 'unavailable', message: 'try later' }, { status });
      }),
    );
    const error = await rejectionOf(apiGet('/test/thing'));
    expect(error.status).toBe(status);
    expect(thing.count).toBe(3);
  });

  it('succeeds when a retried GET gets an answer', async () => {
    const thing = counter();
    server.use(
      http.get(THING, ({ request }) => {
        thing.record(request);
        return thing.count === 1 ? HttpResponse.error() : HttpResponse.json({ ok: true });
      }),
    );
    await expect(apiGet('/test/thing')).resolves.toEqual({ ok: true });
    expect(thing.count).toBe(2);
  });

  it('does not retry a GET answered 500 or 404', async () => {
    const thing = counter();
    server.use(
      http.get(THING, ({ request }) => {
        thing.record(request);
        return HttpResponse.json({ code: 'boom', message: 'boom' }, { status: thing.count === 1 ? 500 : 404 });
      }),
    );
    expect((await rejectionOf(apiGet('/test/thing'))).status).toBe(500);
    expect((await rejectionOf(apiGet('/test/thing'))).status).toBe(404);
    expect(thing.count).toBe(2);
  });

  it.each([
    ['POST', 'network error'],
    ['PUT', 'network error'],
    ['POST', '503'],
    ['PUT', '502'],
  ] as const)('never retries a %s after a %s', async (method, failure) => {
    const thing = counter();
    const resolver = ({ request }: { request: Request }) => {
      thing.record(request);
      return failure === 'network error'
        ? HttpResponse.error()
        : HttpResponse.json({ code: 'unavailable', message: 'later' }, { status: Number(failure) });
    };
    server.use(method === 'POST' ? http.post(THING, resolver) : http.put(THING, resolver));
    const call =
      method === 'POST'
        ? apiSave('post', '/test/thing', anyAnswer, { x: 1 })
        : apiSave('put', '/test/thing', anyAnswer, { x: 1 });
    const error = await rejectionOf(call);
    expect(error.status).toBe(failure === 'network error' ? 503 : Number(failure));
    expect(thing.count).toBe(1);
  });
});

describe('a GET without a session (the API version, sent without the HTTP client)', () => {
  const OPEN = '*/api/open-thing';

  it('sends no bearer header, even while signed in, and returns the JSON', async () => {
    const open = counter();
    server.use(
      http.get(OPEN, ({ request }) => {
        open.record(request);
        return HttpResponse.json({ version: '2.3.4' });
      }),
    );
    await expect(apiGetWithoutSession('/api/open-thing', anyAnswer)).resolves.toEqual({ version: '2.3.4' });
    expect(open.auth).toEqual([null]);
  });

  it('retries a network error and 502/503/504 as every GET does, and reports the last status', async () => {
    const open = counter();
    server.use(
      http.get(OPEN, ({ request }) => {
        open.record(request);
        return open.count === 1
          ? HttpResponse.error()
          : HttpResponse.json({ code: 'unavailable', message: 'later' }, { status: 503 });
      }),
    );
    const error = await rejectionOf(apiGetWithoutSession('/api/open-thing', anyAnswer));
    expect(error.status).toBe(503);
    expect(open.count).toBe(1 + MAX_GET_RETRIES);
  });

  it('does not retry a 500, and keeps the code of its body', async () => {
    const open = counter();
    server.use(
      http.get(OPEN, ({ request }) => {
        open.record(request);
        return HttpResponse.json({ code: 'server', message: 'down' }, { status: 500 });
      }),
    );
    const error = await rejectionOf(apiGetWithoutSession('/api/open-thing', anyAnswer));
    expect([error.status, error.code, open.count]).toEqual([500, 'server', 1]);
  });

  it('reports an HTML page instead of JSON as a status 502 error', async () => {
    server.use(http.get(OPEN, () => HttpResponse.html('<html>maintenance</html>')));
    const error = await rejectionOf(apiGetWithoutSession('/api/open-thing', anyAnswer));
    expect([error.status, error.code]).toEqual([502, 'bad_response']);
  });
});

describe('reading replies', () => {
  it('reads a 204 reply as { status: "ok" }', async () => {
    server.use(
      http.post(THING, () => new HttpResponse(null, { status: 204 })),
      http.get(THING, () => new HttpResponse(null, { status: 204 })),
    );
    await expect(apiPost('/test/thing', anyAnswer, {})).resolves.toEqual({ status: 'ok' });
    await expect(apiGet('/test/thing')).resolves.toEqual({ status: 'ok' });
  });

  it('reads an empty 200 reply to a POST as { status: "ok" }', async () => {
    server.use(http.post(THING, () => new HttpResponse('', { status: 200 })));
    await expect(apiPost('/test/thing', anyAnswer, {})).resolves.toEqual({ status: 'ok' });
  });

  it('turns a network failure into status 503 with code "network"', async () => {
    server.use(http.post(THING, () => HttpResponse.error()));
    const error = await rejectionOf(apiPost('/test/thing', anyAnswer, {}));
    expect(error.status).toBe(503);
    expect(error.code).toBe('network');
  });

  it('turns a non-OK reply into { status, code, message } with the other fields as details', async () => {
    server.use(
      http.post(THING, () =>
        HttpResponse.json(
          { code: 'duplicate_email', message: 'The e-mail exists', field: 'primaryEmail' },
          { status: 409 },
        ),
      ),
    );
    const error = await rejectionOf(apiPost('/test/thing', anyAnswer, {}));
    expect(error.toJSON()).toEqual({
      status: 409,
      code: 'duplicate_email',
      message: 'The e-mail exists',
      details: { field: 'primaryEmail' },
    });
  });

  it('keeps the lock details of a failed login', async () => {
    server.use(
      http.post('*/api/v1/login', () =>
        HttpResponse.json(
          { code: 'invalid_credentials', message: 'Invalid', locked: false, left_attempts: 2 },
          { status: 400 },
        ),
      ),
    );
    const error = await rejectionOf(apiPost('/login', anyAnswer, { username: 'a', password: 'b' }));
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      details: { locked: false, left_attempts: 2 },
    });
  });

  it('maps a non-OK reply without the JSON error shape by its status', async () => {
    server.use(http.post(THING, () => HttpResponse.html('<html><body>Bad gateway</body></html>', { status: 500 })));
    const error = await rejectionOf(apiPost('/test/thing', anyAnswer, {}));
    expect(error.status).toBe(500);
    expect(error.code).toBe('http');
  });

  it('reports broken JSON in a 200 reply as a status 502 error', async () => {
    server.use(
      http.get(
        THING,
        () => new HttpResponse('{"name": "half', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    const error = await rejectionOf(apiGet('/test/thing'));
    expect(error.status).toBe(502);
  });

  it('reports an HTML page instead of JSON as a status 502 error', async () => {
    server.use(
      http.get(THING, () => HttpResponse.html('<!doctype html><html><body><h1>Welcome to nginx</h1></body></html>')),
    );
    const error = await rejectionOf(apiGet('/test/thing'));
    expect(error.status).toBe(502);
  });

  it('reports an empty body to a GET as a status 502 error', async () => {
    server.use(http.get(THING, () => new HttpResponse('', { status: 200 })));
    const error = await rejectionOf(apiGet('/test/thing'));
    expect(error.status).toBe(502);
  });

  it('reports a plain-text 200 reply to a POST whose answer is the point as a status 502 error', async () => {
    server.use(http.post(THING, () => HttpResponse.text('OK')));
    const error = await rejectionOf(apiPost('/test/thing', v.object({ status: v.string() }), {}));
    expect(error.status).toBe(502);
  });

  it('ends a request that never answers in a time-out error instead of hanging', async () => {
    // msw answers mocked requests whenever the handler returns and ignores the XHR time-out,
    // so the request goes (passthrough) to a real local server that accepts and never answers.
    const sockets = new Set<Socket>();
    const hanging = createServer(() => undefined);
    hanging.on('connection', (socket) => sockets.add(socket));
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const { port } = hanging.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/api/v1/test/hang`;
    let attempts = 0;
    server.use(
      http.get(url, () => {
        attempts += 1;
        return passthrough();
      }),
    );
    try {
      const started = Date.now();
      const error = await rejectionOf(client.get(url, { timeout: 100 }));
      expect(error.status).toBe(504);
      expect(error.code).toBe('timeout');
      // A GET that timed out is retried at most twice (docs/decisions/006-retries-and-single-submit.md), and
      // then it ends.
      expect(attempts).toBe(3);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      sockets.forEach((socket) => socket.destroy());
      await new Promise<void>((resolve) => hanging.close(() => resolve()));
    }
  });

  it('gives every request a time-out', () => {
    expect(client.defaults.timeout).toBeGreaterThan(0);
    expect(client.defaults.timeout).toBeLessThanOrEqual(60_000);
  });
});
