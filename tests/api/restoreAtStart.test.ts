import { http, HttpResponse } from 'msw';

import { IDLE_TIMEOUT_MS } from '@/lib/lastActive';
import { LOCAL_KEYS } from '@/lib/storageKeys';
import { server } from '@mocks/node';

/**
 * A kept session's one refresh at start (api/refresh.ts, restoreAtStart): index.html's first
 * script sends it (src/restoreEarly.ts), and main.tsx and the start-up saga take the same answer.
 * Each test takes fresh modules, as a page load does.
 */

/** A page load: fresh modules, the first script run, then the app's copy of the refresh module. */
async function freshStart() {
  vi.resetModules();
  await import('@/restoreEarly');
  return import('@/api/refresh');
}

function countedRefresh() {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/v1/refresh-token', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({
        accessToken: 'access-new',
        refreshToken: 'refresh-new',
        userId: 'u1',
        role: 100,
        showAgreement: false,
        canSkipAgreement: false,
        communicationLanguage: 200,
        videoURLs: { de: '', en: '' },
      });
    }),
  );
  return bodies;
}

function keepSession(lastActiveAgoMs: number) {
  localStorage.setItem(LOCAL_KEYS.refreshToken, 'refresh-kept');
  localStorage.setItem(LOCAL_KEYS.lastActive, String(Date.now() - lastActiveAgoMs));
}

describe("a kept session's refresh at start", () => {
  it('is sent once by the first script, and main and the saga take its answer', async () => {
    const bodies = countedRefresh();
    keepSession(60_000);
    const { restoreAtStart } = await freshStart();
    await expect.poll(() => bodies.length).toBe(1);
    const [first, second] = await Promise.all([restoreAtStart(), restoreAtStart()]);
    expect(first).toBe(second);
    expect(bodies).toEqual([{ refreshToken: 'refresh-kept' }]);
    expect((await import('@/api/tokens')).getAccessToken()).toBe('access-new');
    expect(localStorage.getItem(LOCAL_KEYS.refreshToken)).toBe('refresh-new');
  });

  it('is not sent when the last input is older than the idle time-out, nor without a kept token', async () => {
    const bodies = countedRefresh();
    keepSession(IDLE_TIMEOUT_MS + 1000);
    const { hasSessionToRestore } = await freshStart();
    expect(hasSessionToRestore()).toBe(false);

    localStorage.clear();
    expect(hasSessionToRestore()).toBe(false);
    await new Promise((done) => setTimeout(done, 50));
    expect(bodies).toEqual([]);
  });
});
