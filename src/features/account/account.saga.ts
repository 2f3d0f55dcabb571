// Stub: the account work replaces this with the domain's watcher (keep the export name).
export function* accountSaga() {
  // nothing yet
}
