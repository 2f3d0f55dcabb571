import { expect, test } from './fixtures';

// The document is served with the Content-Security-Policy the host must send (README
// "Hosting", vite.config.ts SECURITY_HEADERS), and the app runs under it without a
// violation (the harness fails any test that reports one).

const REQUIRED_DIRECTIVES = ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "script-src 'self'"];

test('every document carries the Content-Security-Policy, and the app runs under it', async ({ page }) => {
  // The entry page, a protected deep link and a public deep link (all served as index.html).
  for (const path of ['/login', '/dashboard', '/reset-password/demo-valid']) {
    const response = await page.goto(path);
    expect(response, `no document response for ${path}`).not.toBeNull();
    const headers = response?.headers() ?? {};
    const csp = headers['content-security-policy'];
    expect(csp, `Content-Security-Policy header of ${path}`).toBeDefined();
    const directives = (csp ?? '').split(';').map((directive) => directive.trim().replace(/\s+/g, ' '));
    for (const required of REQUIRED_DIRECTIVES) expect(directives, path).toContain(required);
    // script-src allows nothing but the app's own origin (no inline script, no eval).
    expect(
      directives.find((directive) => directive.startsWith('script-src ')),
      path,
    ).toBe("script-src 'self'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});
