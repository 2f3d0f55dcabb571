// Stub: the notificationSettings work replaces this page.
export default function NotificationSettingsPage() {
  return null;
}
