import { useState } from 'react';

import { useAppSelector } from '../hooks';
import { selectChangedElsewhere, type TabsRoot } from './tabs.selectors';

/**
 * True once another window saved `topic` (tabs.news.ts topicOf) after this form opened: the form keeps what
 * is typed and says so (docs/decisions/008-tabs-agree.md).
 */
export function useChangedInOtherWindow(topic: string): boolean {
  const count = useAppSelector((state: TabsRoot) => selectChangedElsewhere(state, topic));
  const [atOpen] = useState(count);
  return count > atOpen;
}
