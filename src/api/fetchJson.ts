import { REQUEST_TIMEOUT_MS } from '@/config/env';

import { errorFromReply, networkError, timeoutError, unreadableReplyError } from './errors';

interface JsonRequest {
  method?: 'GET' | 'POST';
  /** Sent as JSON. */
  body?: unknown;
  /** The access token, sent as the bearer header. */
  token?: string | null;
}

/**
 * One call with `fetch`, for the calls a start needs before the HTTP client (api/http.ts, axios)
 * has loaded: the API's version, the refresh of a kept session and the first screen's data. It
 * answers as the HTTP client does: the reply's object, or an ApiError for a failed, unreadable
 * or late reply. No retries here: the callers decide.
 */
export async function fetchJson<T>(url: string, { method = 'GET', body, token }: JsonRequest = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let reply: Response;
  try {
    reply = await fetch(new URL(url, document.baseURI), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw timeoutError();
    }
    throw networkError();
  }
  const answer: unknown = await reply.json().catch(() => undefined);
  if (!reply.ok) throw errorFromReply(reply.status, answer);
  if (typeof answer !== 'object' || answer === null) {
    throw unreadableReplyError();
  }
  return answer as T;
}
