// Stub: the registration work replaces this page.
export default function WelcomePage() {
  return null;
}
