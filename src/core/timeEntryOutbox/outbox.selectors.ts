import { monthKey, type YearMonth } from '@/contract/month';

import type { OutboxState } from './outbox.slice';
import type { OutboxEntry } from './outboxRules';

type OutboxRoot = { timeEntryOutbox?: OutboxState };
const NO_ENTRIES: OutboxEntry[] = [];

/** Empty until the outbox has loaded: it loads with the screens that show placements. */
export const selectOutbox = (state: OutboxRoot): OutboxEntry[] => state.timeEntryOutbox?.entries ?? NO_ENTRIES;

export const waitingIn = (outbox: readonly OutboxEntry[], placementId: string, month: YearMonth): OutboxEntry[] =>
  outbox.filter((item) => item.placementId === placementId && monthKey(item) === monthKey(month));
