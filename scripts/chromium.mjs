/**
 * The system's Chromium (docs/decisions/022-system-chromium.md) and the flags it needs on this kind of machine: no GPU,
 * no sandbox, no internet (without the background-networking flags its connections are
 * refused). Read by the browser tests' configs and every script that drives a browser.
 * `CHROME_PATH` points to another binary.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Playwright adds a fresh `--user-data-dir` per launch itself; Lighthouse callers add their own. */
export const CHROMIUM_ARGS = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);
