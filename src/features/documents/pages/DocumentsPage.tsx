// Stub: the documents work replaces this page.
export default function DocumentsPage() {
  return null;
}
