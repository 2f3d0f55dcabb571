// Stub: replaced by the helper who builds this dialog.
export default function PositionInCompanyDialog() {
  return null;
}
