/* global self */
/*
 * Imported by the service worker (vite.config.ts, installableApp): Background Sync wakes the worker when the
 * connection returns. The worker holds no token, so it only asks the open windows to send the time entries
 * waiting on the device (docs/decisions/054-offline-data.md, src/core/timeEntryOutbox/outbox.saga.ts).
 */
self.addEventListener('sync', (event) => {
  if (event.tag !== 'time-entry-outbox') return;
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window' })
      .then((windows) => windows.forEach((window) => window.postMessage({ type: 'send-time-entry-outbox' }))),
  );
});
