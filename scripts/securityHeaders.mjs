/**
 * The headers a host must send with every page of the app (README: "Hosting"), written once:
 * `vite preview` sends them (vite.config.ts), and so does `scripts/serve.mjs`, which serves
 * the real-API build as a host would. Plain JavaScript so that Node runs the script as it is.
 */
export const SECURITY_HEADERS = Object.freeze({
  'Content-Security-Policy': [
    "default-src 'self'",
    "script-src 'self'",
    // MUI's styling engine (emotion) injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    // The real-API build's service worker and web app manifest (docs/decisions/053-service-worker.md).
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
});
