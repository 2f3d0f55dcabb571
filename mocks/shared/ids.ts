/** Opaque random strings for tokens and ids: `crypto.getRandomValues` exists in browsers and Node. */
export function randomToken(byteCount = 24): string {
  const bytes = new Uint8Array(byteCount);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function newId(prefix: string): string {
  return `${prefix}_${randomToken(8)}`;
}

/** Manager ids look like the provider's numeric ids (seeded ones are 10xxx). */
export function newNumericId(): string {
  const bytes = new Uint32Array(1);
  globalThis.crypto.getRandomValues(bytes);
  return String(20_000 + ((bytes[0] ?? 0) % 80_000));
}
