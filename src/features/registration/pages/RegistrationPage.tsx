// Stub: the registration work replaces this page.
export default function RegistrationPage() {
  return null;
}
