import { expect, test } from './fixtures';

// The demo's only service worker is msw's mock API: the installable app's manifest and worker belong to the
// real-API build alone (docs/decisions/053-service-worker.md, docs/decisions/002-demo-mode.md).

test("the demo has msw's worker and no other: no manifest, no app worker", async ({ page, request }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The mock starts with the page's first API call (the footer's version).
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await navigator.serviceWorker.getRegistrations()).map((registration) => {
          const worker = registration.active ?? registration.waiting ?? registration.installing;
          return worker ? new URL(worker.scriptURL).pathname : '';
        }),
      ),
    )
    .toEqual(['/mockServiceWorker.js']);
  expect(await page.locator('link[rel="manifest"]').count()).toBe(0);
  // The preview answers a path that is no file with the app's index.html: the demo has neither file.
  for (const path of ['/sw.js', '/manifest.webmanifest']) {
    const answer = await request.get(path);
    expect(answer.headers()['content-type'], path).toMatch(/^text\/html/);
  }
});
