import { openTabChannel, type TabChannel } from '@/core/tabs/tabChannel';
import type { TabNews } from '@/core/tabs/tabs.news';
import { LOCAL_KEYS } from '@/lib/storageKeys';

/**
 * The channel between the portal's windows: what one posts, another of the same user hears; a window of
 * another user ignores it; where BroadcastChannel is missing, a storage event carries it.
 */

const SAVED: TabNews = { kind: 'saved', what: 'timeEntries', placementId: 'plc-1', year: 2026, month: 11 };
const ANSWERED: TabNews = { kind: 'answered', what: 'opportunity', id: 'opp-1' };

const opened: TabChannel[] = [];
function open(userId: string | null) {
  const heard: TabNews[] = [];
  const channel = openTabChannel({ userId: () => userId, onNews: (news) => heard.push(news) });
  opened.push(channel);
  return { channel, heard };
}

afterEach(() => {
  opened.splice(0).forEach((channel) => channel.close());
});

describe('over BroadcastChannel', () => {
  beforeAll(() => {
    // Node 20 has a global BroadcastChannel; jsdom's window may hide it, so this path is not taken for granted.
    expect(typeof BroadcastChannel).toBe('function');
  });

  it('delivers what one window posts to another window of the same user, not to itself', async () => {
    const a = open('user-1');
    const b = open('user-1');
    a.channel.post(SAVED);
    await vi.waitFor(() => expect(b.heard).toEqual([SAVED]));
    expect(a.heard).toEqual([]);
  });

  it("ignores another user's news, and sends nothing while signed out", async () => {
    const other = open('user-2');
    const signedOut = open(null);
    const same = open('user-1');
    const sender = open('user-1');
    sender.channel.post(ANSWERED);
    signedOut.channel.post(SAVED);
    await vi.waitFor(() => expect(same.heard).toEqual([ANSWERED]));
    // The same message reached every window by now; only the same user's took it.
    expect(other.heard).toEqual([]);
    expect(signedOut.heard).toEqual([]);
  });
});

describe('where BroadcastChannel is missing: the storage event', () => {
  beforeEach(() => {
    vi.stubGlobal('BroadcastChannel', undefined);
  });

  /** What the other window's localStorage write looks like here: the storage event of the key. */
  function storageEventOf(write: () => void): StorageEvent {
    const values: string[] = [];
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (key: string, value: string) {
      if (key === LOCAL_KEYS.tabNews) values.push(value);
    });
    write();
    setItem.mockRestore();
    expect(values).toHaveLength(1);
    return new StorageEvent('storage', { key: LOCAL_KEYS.tabNews, newValue: values[0]! });
  }

  it('writes the news under one key and removes it at once, so nothing stays behind', () => {
    const { channel } = open('user-1');
    channel.post(SAVED);
    expect(window.localStorage.getItem(LOCAL_KEYS.tabNews)).toBeNull();
    expect(storageEventOf(() => channel.post(SAVED)).newValue).toContain('"placementId":"plc-1"');
  });

  it("hears the other window's write through the storage event, and not another user's", () => {
    const sender = open('user-1');
    const same = open('user-1');
    const other = open('user-2');
    window.dispatchEvent(storageEventOf(() => sender.channel.post(ANSWERED)));
    expect(same.heard).toEqual([ANSWERED]);
    expect(other.heard).toEqual([]);
    // The key's removal and other keys are no news.
    window.dispatchEvent(new StorageEvent('storage', { key: LOCAL_KEYS.tabNews, newValue: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: LOCAL_KEYS.language, newValue: '200' }));
    expect(same.heard).toEqual([ANSWERED]);
  });

  it('stops hearing once closed', () => {
    const sender = open('user-1');
    const closed = open('user-1');
    closed.channel.close();
    window.dispatchEvent(storageEventOf(() => sender.channel.post(SAVED)));
    expect(closed.heard).toEqual([]);
  });
});
