import type { ComponentType, LazyExoticComponent } from 'react';

import type { FirstData } from '@/api/firstReads';
import type { Namespace } from '@/lib/i18n';
import { preloadableLazy } from '@/lib/preloadableLazy';

type PageModule<P> = { default: ComponentType<P> };

export type LazyPage<P extends object = object> = LazyExoticComponent<ComponentType<P>> & {
  /** Fetches the page's module; a page whose module has arrived renders without suspending. */
  preload: () => Promise<unknown>;
  /** The text namespaces the page shows besides `common`, loaded with it on a first visit. */
  namespaces: readonly Namespace[];
  /** What the page reads first, asked for beside its code when a kept session starts on it. */
  firstData?: FirstData;
};

/**
 * A lazy route that can be fetched ahead. main.tsx does so for the page of the first visit,
 * together with its texts (and, for a kept session, its first data), so the first render draws
 * the whole page: no loader between the frame and the page, and the page paints with the frame.
 */
export function lazyPage<P extends object>(
  load: () => Promise<PageModule<P>>,
  namespaces: readonly Namespace[],
  firstData?: FirstData,
): LazyPage<P> {
  return Object.assign(preloadableLazy(load), { namespaces, firstData });
}
