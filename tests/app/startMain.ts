/**
 * Tests that start the real entry point, src/main.tsx, as the browser does. main.tsx renders outside Testing
 * Library, so React's act() environment does not apply: it is off for each test and restored after it, and the
 * page main.tsx drew is cleared.
 */
export function startsLikeTheBrowser(): void {
  const reactGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let actEnvironment: boolean | undefined;

  beforeEach(() => {
    actEnvironment = reactGlobal.IS_REACT_ACT_ENVIRONMENT;
    reactGlobal.IS_REACT_ACT_ENVIRONMENT = false;
  });

  afterEach(() => {
    document.body.innerHTML = '';
    reactGlobal.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });
}
