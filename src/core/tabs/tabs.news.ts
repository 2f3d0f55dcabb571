import type { Action } from '@reduxjs/toolkit';

import { monthKey } from '@/contract/month';

/**
 * What one window tells the other windows of the browser after a save (docs/decisions/008-tabs-agree.md):
 * only what was saved and its ids, never its content.
 */
export type TabNews =
  | {
      kind: 'saved';
      what: 'timeEntries' | 'monthlyReport' | 'billing';
      placementId: string;
      year: number;
      month: number;
    }
  | { kind: 'saved'; what: 'resume' }
  | { kind: 'saved'; what: 'account' }
  | { kind: 'answered'; what: 'opportunity'; id: string };

/** The thing a piece of news changed, as an open form names what it edits. */
export function topicOf(news: TabNews): string {
  switch (news.what) {
    case 'timeEntries':
    case 'monthlyReport':
    case 'billing':
      return `${news.what}:${news.placementId}:${monthKey(news)}`;
    case 'opportunity':
      return `opportunity:${news.id}`;
    default:
      return news.what;
  }
}

/**
 * A save that the other windows hear of once it succeeded: a feature names its submitted event and the news
 * (`data` is what the save's worker returned); no news means nothing changed.
 */
export interface SaveAnnouncement {
  type: string;
  news: (submitted: Action, data: unknown) => TabNews | null;
}

/** Typed by the submitted event's own action creator. */
export function announce<A extends Action>(
  creator: { type: string; match: (action: unknown) => action is A },
  news: (submitted: A, data: unknown) => TabNews | null,
): SaveAnnouncement {
  return { type: creator.type, news: (submitted, data) => (creator.match(submitted) ? news(submitted, data) : null) };
}
