// Stub: the registration work replaces this with the domain's watcher (keep the export name).
export function* registrationSaga() {
  // nothing yet
}
