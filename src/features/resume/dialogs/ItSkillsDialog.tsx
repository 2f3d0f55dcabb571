// Stub: replaced by the helper who builds this dialog.
export default function ItSkillsDialog() {
  return null;
}
