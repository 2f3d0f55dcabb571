import { http, HttpResponse } from 'msw';
import * as v from 'valibot';

import { server } from '@mocks/node';

/**
 * The API client's first call: the HTTP client loads with it, and no request goes out
 * before `beforeFirstRequest` has settled (the demo's mock starting). Each test takes a fresh
 * copy of the client module, since the gate runs once per page load.
 */
async function freshClient() {
  vi.resetModules();
  return import('@/api/client');
}

describe('the first API call', () => {
  it('is sent only after beforeFirstRequest has settled, which runs once', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/api/v1/probe', () => {
        seen.push('request');
        return HttpResponse.json({ ok: true });
      }),
    );
    const { apiGet, installClientHooks } = await freshClient();
    let open!: () => void;
    const beforeFirstRequest = vi.fn(() => new Promise<void>((resolve) => (open = resolve)));
    installClientHooks({ onSessionExpired: () => undefined, beforeFirstRequest });

    const first = apiGet<{ ok: boolean }>('/probe');
    const second = apiGet<{ ok: boolean }>('/probe');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([]);

    seen.push('ready');
    open();
    await expect(first).resolves.toEqual({ ok: true });
    await expect(second).resolves.toEqual({ ok: true });
    expect(seen).toEqual(['ready', 'request', 'request']);
    expect(beforeFirstRequest).toHaveBeenCalledTimes(1);
  });

  it('holds a GET without a session too, and the hook still runs once for both kinds of call', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/api/open-probe', () => {
        seen.push('open request');
        return HttpResponse.json({ ok: true });
      }),
      http.get('*/api/v1/probe', () => {
        seen.push('request');
        return HttpResponse.json({ ok: true });
      }),
    );
    const { apiGet, apiGetWithoutSession, installClientHooks } = await freshClient();
    let open!: () => void;
    const beforeFirstRequest = vi.fn(() => new Promise<void>((resolve) => (open = resolve)));
    installClientHooks({ onSessionExpired: () => undefined, beforeFirstRequest });

    const version = apiGetWithoutSession('/api/open-probe', v.unknown());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([]);

    seen.push('ready');
    open();
    await expect(version).resolves.toEqual({ ok: true });
    await expect(apiGet('/probe')).resolves.toEqual({ ok: true });
    expect(seen).toEqual(['ready', 'open request', 'request']);
    expect(beforeFirstRequest).toHaveBeenCalledTimes(1);
  });

  it('goes out at once without the hook (the real-API build)', async () => {
    server.use(http.get('*/api/v1/probe', () => HttpResponse.json({ ok: true })));
    const { apiGet, installClientHooks } = await freshClient();
    installClientHooks({ onSessionExpired: () => undefined });
    await expect(apiGet('/probe')).resolves.toEqual({ ok: true });
  });
});
