import type { ApiErrorBody } from '@/contract/common';

/** Status given to a request that got no answer at all (docs/decisions/004-api-errors.md). */
export const NETWORK_ERROR_STATUS = 503;
/** Status given to a request that timed out. */
export const TIMEOUT_STATUS = 504;
/** Status given to a 2xx reply whose body is not the JSON it should be (an HTML page, broken JSON). */
export const BAD_RESPONSE_STATUS = 502;

export const CLIENT_ERROR_CODE = {
  NETWORK: 'network',
  TIMEOUT: 'timeout',
  BAD_RESPONSE: 'bad_response',
  HTTP: 'http',
  /** A call we designed, which the server does not have (isMissingCall): that one feature is not available. */
  NOT_AVAILABLE: 'not_available',
} as const;

/**
 * The statuses of a call the server does not have. Said only of the calls we designed whole
 * (docs/decisions/056-a-save-is-its-status.md): elsewhere a 404 means the entry is not there.
 */
const MISSING_CALL_STATUSES: ReadonlySet<number> = new Set([404, 405, 501]);

/** A call we designed failed as a server without it answers: the feature behind it is not available. */
export const isMissingCall = (error: SerializedApiError | null | undefined): boolean =>
  !!error && (error.code === CLIENT_ERROR_CODE.NOT_AVAILABLE || MISSING_CALL_STATUSES.has(error.status));

/**
 * Replies to `POST /refresh-token` that reject the session itself (docs/decisions/007-tokens.md): the user is
 * logged out. Any other failure (no network, 404 from a misrouted gateway, 5xx) says nothing
 * about the session: it is kept, and a later try can succeed.
 */
const SESSION_REJECTED_STATUSES: ReadonlySet<number> = new Set([400, 401, 403]);

export function rejectsSession(error: unknown): boolean {
  return error instanceof ApiError && SESSION_REJECTED_STATUSES.has(error.status);
}

/** The call never got an answer (no connection, or one too poor to answer in time): the server said nothing. */
export function isConnectionError(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.code === CLIENT_ERROR_CODE.NETWORK || error.code === CLIENT_ERROR_CODE.TIMEOUT)
  );
}

/** What every failed call rejects with: `{ status, code, message }` (docs/decisions/004-api-errors.md). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: Record<string, unknown>;

  constructor(status: number, code: string, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }

  /** Serializable form for the store: error codes live in state and are translated when shown. */
  toJSON(): SerializedApiError {
    return { status: this.status, code: this.code, message: this.message, details: this.details };
  }
}

export interface SerializedApiError {
  status: number;
  code: string;
  message: string;
  details: Record<string, unknown>;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ApiErrorBody).code === 'string';
}

/** What the client makes of a reply that never came, came too late or cannot be read. */
export const timeoutError = () =>
  new ApiError(TIMEOUT_STATUS, CLIENT_ERROR_CODE.TIMEOUT, 'The server did not answer in time');
export const networkError = (message = 'Server connection error') =>
  new ApiError(NETWORK_ERROR_STATUS, CLIENT_ERROR_CODE.NETWORK, message);
export const unreadableReplyError = (details: Record<string, unknown> = {}) =>
  new ApiError(BAD_RESPONSE_STATUS, CLIENT_ERROR_CODE.BAD_RESPONSE, 'The server sent an unreadable reply', details);

/** A non-OK reply becomes `{ status, code, message }`; any body that is not the JSON error shape still maps by status. */
export function errorFromReply(status: number, body: unknown): ApiError {
  if (isErrorBody(body)) {
    const { code, message, ...details } = body;
    return new ApiError(status, code, typeof message === 'string' ? message : '', details);
  }
  return new ApiError(status, CLIENT_ERROR_CODE.HTTP, `HTTP ${status}`);
}

/** Anything a saga may catch, as the serializable error the store keeps. */
export function toSerializedError(error: unknown): SerializedApiError {
  if (error instanceof ApiError) return error.toJSON();
  return { status: 0, code: 'error', message: error instanceof Error ? error.message : String(error), details: {} };
}

/** The message key is `error.http.{status}01` (docs/decisions/004-api-errors.md). */
export function httpMessageKey(status: number): string {
  return `error.http.${status}01`;
}

/** What kind of value came, for a deviation: never the value itself. */
export function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}
