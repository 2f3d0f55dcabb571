import { installClientHooks, refreshSession } from '@/api/client';
import { getRefreshToken, setTokens } from '@/api/tokens';
import { SESSION_PATHS, type RefreshTokenResponse } from '@/contract/session';
import { login } from '@/features/auth/auth.api';
import { LOCAL_KEYS } from '@/lib/storageKeys';

import { DEMO, DEMO_PASSWORD, recordRequests } from '../test-utils';

/**
 * Across tabs the refresh runs under a Web Lock and reads the stored refresh token only once it
 * holds the lock, so rotating refresh tokens never log a user out by a race (docs/decisions/007-tokens.md).
 * jsdom has no Web Locks; this stands in an exclusive lock with the same contract.
 */
function installExclusiveLocks() {
  let queue: Promise<unknown> = Promise.resolve();
  const names: string[] = [];
  const locks = {
    request: (name: string, task: () => Promise<unknown>) => {
      names.push(name);
      const run = queue.then(task, task);
      queue = run.catch(() => undefined);
      return run;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return { names, remove: () => Reflect.deleteProperty(navigator, 'locks') };
}

it('waits for another tab’s refresh under the lock and then uses the token that tab stored', async () => {
  const onSessionExpired = vi.fn();
  installClientHooks({ onSessionExpired });
  const locks = installExclusiveLocks();
  try {
    const { accessToken, refreshToken: first } = await login({ username: DEMO.manager, password: DEMO_PASSWORD });
    setTokens({ accessToken, refreshToken: first });
    const requests = recordRequests();

    // The other tab takes the lock first and rotates the shared refresh token.
    let otherTabDone!: () => void;
    const otherTabHolds = new Promise<void>((resolve) => (otherTabDone = resolve));
    const otherTab = navigator.locks.request('portal.refresh-token', async () => {
      const reply = await fetch(`http://localhost/api/v1${SESSION_PATHS.refreshToken.build()}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken: first }),
      });
      const rotated = (await reply.json()) as RefreshTokenResponse;
      await otherTabHolds;
      window.localStorage.setItem(LOCAL_KEYS.refreshToken, rotated.refreshToken);
      return rotated.refreshToken;
    });

    // This tab needs a refresh while the other still holds the lock.
    const ours = refreshSession();
    otherTabDone();
    const second = await otherTab;
    const reply = await ours;

    expect(locks.names).toEqual(['portal.refresh-token', 'portal.refresh-token']);
    const sentTokens = requests
      .filter((r) => r.path === `/api/v1${SESSION_PATHS.refreshToken.build()}`)
      .map((r) => (r.body as { refreshToken: string }).refreshToken);
    expect(sentTokens).toEqual([first, second]);
    expect(getRefreshToken()).toBe(reply.refreshToken);
    expect(onSessionExpired).not.toHaveBeenCalled();
  } finally {
    locks.remove();
  }
});
