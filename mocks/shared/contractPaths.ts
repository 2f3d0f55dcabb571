import { ACCOUNT_PATHS } from '../../src/contract/account';
import { AGREEMENT_PATHS } from '../../src/contract/agreement';
import { DOCUMENT_PATHS } from '../../src/contract/documents';
import { META_PATHS } from '../../src/contract/meta';
import { OPPORTUNITY_PATHS } from '../../src/contract/opportunities';
import type { ApiPath } from '../../src/contract/path';
import { PLACEMENT_PATHS } from '../../src/contract/placements';
import { PROJECT_PATHS } from '../../src/contract/projects';
import { REGISTRATION_PATHS } from '../../src/contract/registration';
import { CV_PATHS } from '../../src/contract/resume';
import { SESSION_PATHS } from '../../src/contract/session';

/**
 * Every path of the contract, served by the mock or not. A new contract module adds its
 * `*_PATHS` here (tests/mocks/routing.test.ts finds every module by itself and fails when a
 * GET path is answered by another path's handler).
 */
const ALL_PATHS: readonly ApiPath[] = [
  ACCOUNT_PATHS,
  AGREEMENT_PATHS,
  DOCUMENT_PATHS,
  META_PATHS,
  OPPORTUNITY_PATHS,
  PLACEMENT_PATHS,
  PROJECT_PATHS,
  REGISTRATION_PATHS,
  CV_PATHS,
  SESSION_PATHS,
].flatMap((paths) => Object.values(paths));

/**
 * The fixed words that contract paths have right after `prefix` (e.g. `/manager/` →
 * `documents`, `photo`, `pdf` …). A handler whose pattern has a parameter in that place
 * passes such a word on (route's `passWhen`), so no handler has to stay last in the list.
 */
export function wordsAfter(prefix: string): ReadonlySet<string> {
  const words = ALL_PATHS.filter((path) => path.pattern.startsWith(prefix))
    .map((path) => path.pattern.slice(prefix.length).split('/')[0] ?? '')
    .filter((word) => word !== '' && !word.startsWith(':'));
  return new Set(words);
}
