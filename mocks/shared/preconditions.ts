import {
  PRECONDITION_STATUS,
  preconditionFailure,
  VERSION_API_ERROR,
  VERSION_HEADER,
} from '../../src/contract/versions';
import { mockConfig } from '../db';
import { ApiError } from './errors';

/**
 * The server's check of a versioned save (src/contract/versions.ts; docs/decisions/035-save-versions.md):
 * `version` is the item's version now, null when there is none; `current` is the item as the answer
 * would carry it. A save over an item without a condition is 428; a condition that fails is 412 with
 * the item as it is now (null when there is none).
 */
export function assertPrecondition(request: Request, version: string | null, current: unknown, what: string): void {
  // A server written to the specification alone has no versions (mocks/shared/specServer.ts).
  if (mockConfig.server === 'spec') return;
  const failure = preconditionFailure(
    {
      ifMatch: request.headers.get(VERSION_HEADER.IF_MATCH),
      ifNoneMatch: request.headers.get(VERSION_HEADER.IF_NONE_MATCH),
    },
    version,
  );
  if (failure === 'required') {
    throw new ApiError(
      PRECONDITION_STATUS.REQUIRED,
      VERSION_API_ERROR.REQUIRED,
      `${what} exists: send the version it started from`,
    );
  }
  if (failure === 'stale') {
    throw new ApiError(PRECONDITION_STATUS.FAILED, VERSION_API_ERROR.STALE, `${what} was saved meanwhile`, {
      current: version === null ? null : current,
    });
  }
}
