// Stub: the documents work replaces this with the domain's watcher (keep the export name).
export function* documentsSaga() {
  // nothing yet
}
