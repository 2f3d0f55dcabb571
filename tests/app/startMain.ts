import type * as ReactDomClient from 'react-dom/client';

/**
 * Tests that start the real entry point, src/main.tsx, as the browser does. main.tsx renders outside Testing
 * Library, so React's act() environment does not apply: it is off for each test and restored after it, and the
 * page main.tsx drew is unmounted and cleared. Unmounted, not only cleared: test files share their worker's page
 * (vite.config.ts, isolate: false), and a root left running there renders again into a later file's page (its
 * new-release notice into the body, say) whenever the state it reads changes.
 */

/**
 * The roots main.tsx made in this file, unmounted after each test. Kept on the global object: the tests load
 * main.tsx again after `vi.resetModules()`, which loads this module again for the mock's factory, and every copy must
 * note into the one list the test's afterEach empties.
 */
const ROOTS_KEY = Symbol.for('tests.startMain.roots');
const roots: ReactDomClient.Root[] = ((globalThis as Record<symbol, ReactDomClient.Root[]>)[ROOTS_KEY] ??= []);

/** `react-dom/client` with its createRoot noting each root: for the test file's `vi.mock('react-dom/client')`. */
export function notingRoots(client: typeof ReactDomClient): typeof ReactDomClient {
  return {
    ...client,
    createRoot: (...args: Parameters<typeof client.createRoot>) => {
      const root = client.createRoot(...args);
      roots.push(root);
      return root;
    },
  };
}

export function startsLikeTheBrowser(): void {
  const reactGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let actEnvironment: boolean | undefined;

  beforeEach(() => {
    actEnvironment = reactGlobal.IS_REACT_ACT_ENVIRONMENT;
    reactGlobal.IS_REACT_ACT_ENVIRONMENT = false;
  });

  afterEach(() => {
    roots.splice(0).forEach((root) => root.unmount());
    document.body.innerHTML = '';
    reactGlobal.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });
}
