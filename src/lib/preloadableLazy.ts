import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Module<P> = { default: ComponentType<P> };

export type PreloadableLazy<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Fetches the module; a component whose module has arrived renders without suspending. */
  preload: () => Promise<unknown>;
};

/** React.lazy that can be fetched ahead, and then renders at once instead of after a fallback. */
export function preloadableLazy<P extends object>(load: () => Promise<Module<P>>): PreloadableLazy<P> {
  let loaded: Module<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
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
  const arrived = (module: Module<P>) =>
    ({ then: (resolve: (value: Module<P>) => void) => resolve(module) }) as Promise<Module<P>>;
  return Object.assign(
    lazy(() => (loaded ? arrived(loaded) : preload())),
    { preload },
  );
}
