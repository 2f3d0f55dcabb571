/**
 * `/register/{id}`: the id is base64-encoded JSON holding a user id; it is sent
 * as `userID`. The JSON may name it `userId`, `userID` or `id`, as a string or a number.
 * Anything else (not base64, not JSON, no usable id) is ignored: the registration goes on
 * without it.
 */
const ID_KEYS = ['userID', 'userId', 'id'] as const;

function decodeBase64Utf8(value: string): string {
  // Accept the URL-safe alphabet and missing padding as well.
  const normal = value.trim().replace(/-/g, '+').replace(/_/g, '/');
  const padded = normal + '='.repeat((4 - (normal.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

export function decodeRegistrationId(id: string | undefined | null): string | undefined {
  if (!id) return undefined;
  try {
    const parsed: unknown = JSON.parse(decodeBase64Utf8(id));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    const record = parsed as Record<string, unknown>;
    for (const key of ID_KEYS) {
      const value = record[key];
      if (typeof value === 'string' && value.trim() !== '') return value.trim();
      if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    }
    return undefined;
  } catch {
    return undefined;
  }
}
