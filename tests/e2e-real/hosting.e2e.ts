import { SECURITY_HEADERS } from '../../scripts/securityHeaders.mjs';
import { expect, test } from '../e2e/fixtures';

// The build as a host serves it (README "Hosting", scripts/serve.mjs): the security headers on
// every page, index.html for every unknown path, hashed files cached for good and compressed,
// a missing file a real 404, and nothing of the demo's mock: no msw worker. The app's own worker
// (installable.e2e.ts, docs/decisions/053-service-worker.md) is blocked here: these are the host's answers, not
// what the worker answers from its cache once it runs.

test.use({
  serviceWorkers: 'block',
  // The page's own fetch of the missing worker file below is logged by Chromium as a failed load.
  allowedConsoleErrors: [
    /^\[console\.error\] Failed to load resource: .*\(http:\/\/127\.0\.0\.1:\d+\/mockServiceWorker\.js:\d+\)$/,
  ],
});

test('served as the README says: headers on every page, the app for deep links, cached and compressed scripts, no msw worker', async ({
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

  // Nothing of the demo's mock: no msw worker file, not even index.html in its place.
  expect((await request.get('/mockServiceWorker.js')).status()).toBe(404);
  expect(await page.evaluate(async () => (await fetch('/mockServiceWorker.js')).status)).toBe(404);
  // A missing asset is a 404 too, and the build's manifest is for tools, not for visitors.
  expect((await request.get('/assets/gone-0000.js')).status()).toBe(404);
  expect((await request.get('/.vite/manifest.json')).status()).toBe(404);

  // The app's worker and its manifest are revalidated like index.html, so a new release is seen at once.
  for (const [path, type] of [
    ['/sw.js', 'text/javascript; charset=utf-8'],
    ['/manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
  ] as const) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['content-type'], path).toBe(type);
    expect(answer.headers()['cache-control'], path).toBe('no-cache');
  }
  expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
});
