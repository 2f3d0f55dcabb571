// Stub: the account work replaces this page.
export default function AccountPage() {
  return null;
}
