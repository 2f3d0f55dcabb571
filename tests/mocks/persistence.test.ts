import { ACCOUNT_PATHS } from '@/contract/account';
import { AGREEMENT_PATHS } from '@/contract/agreement';
import { SESSION_PATHS } from '@/contract/session';
import { DEMO_EMAIL } from '@mocks/auth/fixtures';
import { configurePersistence, db, DEMO_DB_STORAGE_KEY, resetDb, type DemoStorage } from '@mocks/db';

import { apiFetch, login, postJson, putJson } from './helpers';

function memoryStorage(initial: Record<string, string> = {}): DemoStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

afterEach(() => configurePersistence(null));

describe('demo persistence', () => {
  it('persists after a changing request and loads it again on start', async () => {
    const storage = memoryStorage();
    configurePersistence(storage);
    const { accessToken, refreshToken } = await login(DEMO_EMAIL.PENDING);
    await putJson(
      AGREEMENT_PATHS.contractInfo.build(),
      { contractReceivedDate: '2026-03-02', termsAccepted: true, privacyAccepted: true },
      accessToken,
    );
    expect(storage.data.get(DEMO_DB_STORAGE_KEY)).toContain('2026-03-02');

    // A reload: the memory starts from the seed, then the stored copy is loaded.
    configurePersistence(null);
    resetDb();
    configurePersistence(storage);
    expect(db.users.find((user) => user.email === DEMO_EMAIL.PENDING)?.showAgreement).toBe(false);
    // The session survives the reload (docs/decisions/007-tokens.md).
    expect((await postJson(SESSION_PATHS.refreshToken.build(), { refreshToken })).status).toBe(200);
  });

  it('does not write for a GET', async () => {
    const storage = memoryStorage();
    configurePersistence(storage);
    const { accessToken } = await login(DEMO_EMAIL.MANAGER);
    storage.data.clear();
    await apiFetch(ACCOUNT_PATHS.manager.build(), {}, accessToken);
    expect(storage.data.size).toBe(0);
  });

  it.each([
    ['not JSON', '{oops'],
    ['an older shape', JSON.stringify({ schemaVersion: 0, users: [] })],
    ['a collection of the wrong kind', JSON.stringify({ ...structuredClone(db), users: {} })],
  ])('falls back to the seed when the stored value is %s', async (_case, stored) => {
    db.users = [];
    configurePersistence(memoryStorage({ [DEMO_DB_STORAGE_KEY]: stored }));
    expect((await login(DEMO_EMAIL.MANAGER)).accessToken).toBeTruthy();
  });

  it('picks up what another tab stored', async () => {
    const storage = memoryStorage();
    configurePersistence(storage);
    const { refreshToken } = await login(DEMO_EMAIL.MANAGER);
    // The other tab rotated the refresh token and wrote the store.
    const other = structuredClone(db);
    const session = other.sessions.find((each) => each.refreshToken === refreshToken);
    if (session) session.refreshToken = 'rotated-in-another-tab';
    storage.setItem(DEMO_DB_STORAGE_KEY, JSON.stringify(other));

    expect(
      (await postJson(SESSION_PATHS.refreshToken.build(), { refreshToken: 'rotated-in-another-tab' })).status,
    ).toBe(200);
  });

  it('keeps working when the storage is full', async () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    configurePersistence(storage);
    expect((await login(DEMO_EMAIL.MANAGER)).accessToken).toBeTruthy();
  });
});
