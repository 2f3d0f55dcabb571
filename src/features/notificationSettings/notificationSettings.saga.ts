// Stub: the notificationSettings work replaces this with the domain's watcher (keep the export name).
export function* notificationSettingsSaga() {
  // nothing yet
}
