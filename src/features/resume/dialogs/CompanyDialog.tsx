// Stub: replaced by the helper who builds this dialog.
export default function CompanyDialog() {
  return null;
}
