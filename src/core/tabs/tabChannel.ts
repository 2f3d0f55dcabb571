import { LOCAL_KEYS, writeLocal } from '@/lib/storageKeys';

import type { TabNews } from './tabs.news';

/** The BroadcastChannel's name: the portal's windows only. */
export const TAB_CHANNEL_NAME = 'interim-manager-portal';

/** On the wire: the news and the user it is about, so a window of another user ignores it. */
interface TabMessage {
  userId: string;
  news: TabNews;
}

export interface TabChannel {
  /** Tells the portal's other windows of this browser; this window does not hear itself. */
  post: (news: TabNews) => void;
  close: () => void;
}

export interface TabChannelOptions {
  /** The signed-in user of this window, read at each message; null while signed out (nothing is sent or heard). */
  userId: () => string | null;
  onNews: (news: TabNews) => void;
}

function isTabMessage(value: unknown): value is TabMessage {
  const message = value as Partial<TabMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    typeof message.userId === 'string' &&
    typeof message.news === 'object' &&
    message.news !== null &&
    typeof message.news.kind === 'string' &&
    typeof message.news.what === 'string'
  );
}

/**
 * The one channel between the portal's windows of a browser (docs/decisions/008-tabs-agree.md): a
 * BroadcastChannel, or where there is none, a localStorage key written and removed at once, whose `storage`
 * event the other windows receive.
 */
export function openTabChannel({ userId, onNews }: TabChannelOptions): TabChannel {
  const receive = (data: unknown) => {
    const me = userId();
    if (me !== null && isTabMessage(data) && data.userId === me) onNews(data.news);
  };

  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(TAB_CHANNEL_NAME);
    channel.onmessage = (event: MessageEvent) => receive(event.data);
    return {
      post: (news) => {
        const me = userId();
        if (me !== null) channel.postMessage({ userId: me, news } satisfies TabMessage);
      },
      close: () => channel.close(),
    };
  }

  let sent = 0;
  const onStorage = (event: StorageEvent) => {
    if (event.key !== LOCAL_KEYS.tabNews || !event.newValue) return;
    try {
      receive((JSON.parse(event.newValue) as { message: unknown }).message);
    } catch {
      // Not ours to read: ignored.
    }
  };
  window.addEventListener('storage', onStorage);
  return {
    post: (news) => {
      const me = userId();
      if (me === null) return;
      // A counter and the time make each write a change, so two equal messages in a row both arrive.
      sent += 1;
      const message: TabMessage = { userId: me, news };
      writeLocal(LOCAL_KEYS.tabNews, JSON.stringify({ message, at: Date.now(), sent }));
      writeLocal(LOCAL_KEYS.tabNews, null);
    },
    close: () => window.removeEventListener('storage', onStorage),
  };
}
