import { File as NodeFile } from 'node:buffer';

import type { LoginResponse } from '@/contract/session';
import { DEMO_PASSWORD } from '@mocks/auth/fixtures';

/** Absolute URLs: fetch in Node needs them; the handlers match any origin. */
export const API = 'http://localhost/api/v1';

export function apiFetch(path: string, init: RequestInit = {}, accessToken?: string): Promise<Response> {
  const headers = new Headers(init.headers);
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
  return fetch(`${API}${path}`, { ...init, headers });
}

export function sendJson(
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
  accessToken?: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return apiFetch(
    path,
    { method, body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', ...headers } },
    accessToken,
  );
}

export const postJson = (path: string, body: unknown, accessToken?: string, headers?: Record<string, string>) =>
  sendJson('POST', path, body, accessToken, headers);
export const putJson = (path: string, body: unknown, accessToken?: string, headers?: Record<string, string>) =>
  sendJson('PUT', path, body, accessToken, headers);

export async function login(username: string, password = DEMO_PASSWORD): Promise<LoginResponse> {
  const response = await postJson('/login', { username, password });
  if (response.status !== 200) throw new Error(`login of ${username} answered ${response.status}`);
  return (await response.json()) as LoginResponse;
}

export async function errorCode(response: Response): Promise<string> {
  return ((await response.json()) as { code: string }).code;
}

/**
 * Multipart bodies built with Node's own FormData and File. In the jsdom environment the
 * globals `FormData`/`File` are jsdom's, and Node's fetch drops the bytes of a jsdom File.
 */
export async function nodeFormData(entries: [name: string, value: string | NodeFile][]): Promise<FormData> {
  const probe = await new Response(new URLSearchParams()).formData();
  const NodeFormData = probe.constructor as typeof FormData;
  const form = new NodeFormData();
  for (const [name, value] of entries) {
    // Node's File is what Node's FormData expects; the DOM typings only know the global one.
    form.append(name, value as unknown as Blob);
  }
  return form;
}

export function nodeFile(bytes: Uint8Array, name: string, type: string): NodeFile {
  return new NodeFile([bytes], name, { type });
}

/** `%PDF-` followed by zeros, `size` bytes in all. */
export function pdfBytes(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return bytes;
}

export function startsWithPdfMagic(bytes: ArrayBuffer): boolean {
  return new TextDecoder().decode(new Uint8Array(bytes).slice(0, 5)) === '%PDF-';
}

/** Moves `Date.now()` only; timers stay real so msw and fetch keep working. */
export function freezeClock(at = Date.now()): (ms: number) => void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
  let now = at;
  return (ms) => {
    now += ms;
    vi.setSystemTime(now);
  };
}
