import { HttpResponse } from 'msw';

import type { ApiErrorBody } from '../../src/contract/common';

/**
 * Thrown by a handler (or a helper it calls) to answer with an error body
 * (docs/decisions/004-api-errors.md).
 * `route()` in mocks/shared/routes.ts turns it into the response.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toResponse(): Response {
    const body: ApiErrorBody = { ...this.details, code: this.code, message: this.message };
    return HttpResponse.json(body, { status: this.status });
  }
}

/** A 204 reply (read as `{ status: 'ok' }` by the client, docs/decisions/003-one-contract.md). */
export function noContent(): Response {
  return new HttpResponse(null, { status: 204 });
}
