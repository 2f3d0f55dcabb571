import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Params } from 'react-router';

import type { SessionInfo } from '@/contract/session';
import type { Namespace } from '@/lib/i18n';

/** The first screen of a start: the route's parameters and query, and the restored session. */
export interface FirstVisit {
  params: Params;
  search: URLSearchParams;
  session: SessionInfo;
}

/** The GET paths (under the API's base) a page reads first: asked for ahead when it is a start's first screen. */
export type FirstData = (visit: FirstVisit) => string[];

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
  let loaded: PageModule<P> | undefined;
  let loading: Promise<PageModule<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined; // a later render tries again
        throw error;
      },
    );
    return loading;
  };
  // React.lazy takes a module that is already here synchronously from a thenable that resolves at once.
  const arrived = (module: PageModule<P>) =>
    ({ then: (resolve: (value: PageModule<P>) => void) => resolve(module) }) as Promise<PageModule<P>>;
  const page = lazy(() => (loaded ? arrived(loaded) : preload()));
  return Object.assign(page, { preload, namespaces, firstData });
}
