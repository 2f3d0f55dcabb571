// Stub: replaced by the helper who builds this dialog.
export default function ExecutiveSummaryDialog() {
  return null;
}
