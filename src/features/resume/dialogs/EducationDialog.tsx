// Stub: replaced by the helper who builds this dialog.
export default function EducationDialog() {
  return null;
}
