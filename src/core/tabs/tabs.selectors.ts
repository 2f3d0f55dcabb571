import type { TabsState } from './tabs.slice';

export type TabsRoot = { tabs: TabsState };

/** How often another window saved `topic` since this window started. */
export const selectChangedElsewhere = (state: TabsRoot, topic: string): number =>
  state.tabs.changedElsewhere[topic] ?? 0;
