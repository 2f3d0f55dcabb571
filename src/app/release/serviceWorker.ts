import { newReleaseWaiting } from './newRelease';

/**
 * The real-API build's service worker (docs/decisions/053-service-worker.md), registered after the first paint
 * (`main.tsx` loads this module then). The worker (`/sw.js`, made by vite-plugin-pwa's generateSW) precaches the
 * release; a new release installs beside the running one and waits: it is applied when the manager chooses the
 * notice's reload, or at the next start, when no window of the old release is open any more.
 */

/** How often an open window asks for a new release when it comes back into view. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** `reload` is the page's reload (a test's stand-in in tests). */
export function registerServiceWorker(reload: () => void = () => window.location.reload()): void {
  const { serviceWorker } = navigator;
  serviceWorker.register('/sw.js', { scope: '/' }).then(
    (registration: ServiceWorkerRegistration | undefined) => {
      // Some automation resolves a blocked registration with nothing.
      if (!registration) return;
      // A new worker installs beside the active one and then waits; the very first worker is no new release (it
      // activates by itself and serves the next visit). One may be waiting or installing already: a release found
      // before this registration ran, or while another window was open.
      const track = (worker: ServiceWorker) => {
        if (worker.state === 'installed') offer(worker, reload);
        else
          worker.addEventListener('statechange', () => {
            if (worker.state === 'installed') offer(worker, reload);
          });
      };
      if (registration.active) {
        const pending = registration.waiting ?? registration.installing;
        if (pending) track(pending);
      }
      registration.addEventListener('updatefound', () => {
        if (registration.installing && registration.active) track(registration.installing);
      });
      // A phone keeps the app open for days without a navigation, which is when browsers look for a new
      // worker; so a window that comes back into view asks too, at most once an hour. Offline it fails quietly.
      let checkedAt = Date.now();
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState !== 'visible' || Date.now() - checkedAt < UPDATE_CHECK_INTERVAL_MS) return;
        checkedAt = Date.now();
        registration.update().catch(() => undefined);
      });
    },
    // Without a worker (private mode, storage refused) the app works from the network as before.
    () => undefined,
  );
}

function offer(waiting: ServiceWorker, reloadPage: () => void): void {
  newReleaseWaiting(() => {
    let reloading = false;
    const reload = () => {
      if (reloading) return;
      reloading = true;
      reloadPage();
    };
    // The new worker takes over once told to (it never does by itself: registerType 'prompt'); then the page
    // reloads into the new release. A window the old worker did not control sees no controllerchange.
    navigator.serviceWorker.addEventListener('controllerchange', reload);
    waiting.addEventListener('statechange', () => {
      if (waiting.state === 'activated') reload();
    });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  });
}
