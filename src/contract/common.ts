/**
 * What every domain of the contract shares (docs/decisions/003-one-contract.md): languages, roles, answer codes, the
 * error body and the 204 reply. The contract is the bottom layer: the app (`lib`, `api` and
 * up) and the mock (`mocks/`) import it, and it imports nothing of ours but its own files.
 * Where the specification shows no response shape, the plainest one is designed here and
 * marked "(designed)".
 */

/** Language codes: 100 = German, 200 = English. */
export const LANGUAGE_CODE = { DE: 100, EN: 200 } as const;
export type LanguageCode = (typeof LANGUAGE_CODE)[keyof typeof LANGUAGE_CODE];
export type Lang = 'de' | 'en';

export const ROLE = { MANAGER: 'manager', CLIENT: 'client' } as const;
export type Role = (typeof ROLE)[keyof typeof ROLE];

// ---------------------------------------------------------------- errors

/** Every non-OK reply carries this body (docs/decisions/004-api-errors.md). */
export interface ApiErrorBody {
  code: string;
  message: string;
  [detail: string]: unknown;
}

/** Error codes the app reacts to. */
export const ERROR_CODE = {
  /** 401: expired or invalid access token, refresh and retry. */
  TOKEN: 'token',
  /** Password link expired. */
  TOKEN_EXPIRED: 'token_expired',
  /** Password link unknown. */
  TOKEN_INVALID: 'token_invalid',
  INVALID_CREDENTIALS: 'invalid_credentials',
  ACCOUNT_LOCKED: 'account_locked',
  REFRESH_INVALID: 'refresh_invalid',
  VALIDATION: 'validation',
  NOT_FOUND: 'not_found',
  FORBIDDEN: 'forbidden',
  FILE_TYPE_AND_SIZE: 'file_type_and_size',
  /** Added for the mock API: 409 from `POST /register` when the primary e-mail already has an account. */
  DUPLICATE_EMAIL: 'duplicate_email',
} as const;

/**
 * (designed) Every answer of the API carries `Cache-Control: no-store`: it holds a user's data (files and photos
 * too), and no browser or proxy cache may keep it. What the portal keeps for reading offline, it keeps itself, per
 * user, and deletes when the session ends (docs/decisions/054-offline-data.md).
 */
export const API_CACHE_CONTROL = 'no-store';

/** A 204 reply is read as this (docs/decisions/003-one-contract.md). */
export interface OkResponse {
  status: 'ok';
}
