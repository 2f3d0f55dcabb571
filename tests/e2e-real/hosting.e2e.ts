import { SECURITY_HEADERS } from '../../scripts/securityHeaders.mjs';
import { expect, test } from '../e2e/fixtures';

// The build as a host serves it (README "Hosting", scripts/serve.mjs): the security headers on
// every page, index.html for every unknown path, hashed files cached for good and compressed,
// a missing file a real 404, and nothing of the demo's mock: no service worker at all.

// The page's own fetch of the missing worker file below is logged by Chromium as a failed load.
test.use({
  allowedConsoleErrors: [
    /^\[console\.error\] Failed to load resource: .*\(http:\/\/127\.0\.0\.1:\d+\/mockServiceWorker\.js:\d+\)$/,
  ],
});

test('served as the README says: headers on every page, the app for deep links, cached and compressed scripts, no service worker', async ({
  page,
  request,
}) => {
  const scripts: { url: string; headers: Record<string, string> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push({ url: response.url(), headers: response.headers() });
  });
  // The entry page, a protected deep link and a public one whose last part looks like a file name.
  for (const path of ['/resume/availability', '/reset-password/a.b.c', '/login']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const headers = response?.headers() ?? {};
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(headers[name.toLowerCase()], `${name} of ${path}`).toBe(value);
    expect(headers['cache-control'], path).toBe('no-cache');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(new URL(script.url).pathname, script.url).toMatch(/^\/assets\//);
    expect(script.headers['cache-control'], script.url).toBe('public, max-age=31536000, immutable');
    expect(script.headers['content-encoding'], script.url).toBe('br');
  }

  // Nothing of the demo's mock: no service worker, and no worker file, not even index.html in its place.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  expect((await request.get('/mockServiceWorker.js')).status()).toBe(404);
  expect(await page.evaluate(async () => (await fetch('/mockServiceWorker.js')).status)).toBe(404);
  // A missing asset is a 404 too, and the build's manifest is for tools, not for visitors.
  expect((await request.get('/assets/gone-0000.js')).status()).toBe(404);
  expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
});
