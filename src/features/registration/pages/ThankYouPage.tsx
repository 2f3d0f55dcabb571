// Stub: the registration work replaces this page.
export default function ThankYouPage() {
  return null;
}
