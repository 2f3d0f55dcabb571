import { setHours, startOfDay, subDays } from 'date-fns';

import { ROLE } from '../src/contract/common';
import { demoManagers } from './account/fixtures';
import { buildUser, DEMO_EMAIL } from './auth/fixtures';
import { buildDemoNewsAndEvents, buildDemoOffers } from './dashboard/fixtures';
import { buildDemoDocuments } from './documents/fixtures';
import type { Db, DbManager, DbUser } from './model';
import { BERGER_OPPORTUNITY_ID, buildBenchOpportunities, buildBergerOpportunities } from './opportunities/fixtures';
import { buildDemoPasswordTokens } from './password/fixtures';
import { buildBenchPlacements, buildBergerPlacements } from './placements/fixtures';
import { buildCandidatePool } from './projects/candidates';
import { buildClient2Projects, buildClientProjects } from './projects/fixtures';
import { benchCv, bergerCv, kellerCv } from './resume/demoCvs';

/**
 * The mock API's store: seeded with the demo data (docs/decisions/018-demo-data.md), reset after
 * each test, and in the browser demo kept in localStorage so a reload keeps what the user entered
 * (docs/decisions/002-demo-mode.md). Handlers change `db` in place; `route()` (mocks/shared/routes.ts)
 * persists after every request that is not a GET.
 */

/** Bump when the shape of `Db` changes: an older stored value then falls back to the seed. */
const SCHEMA_VERSION = 7;

/** The demo's localStorage key (the one key besides the app's own LOCAL_KEYS, docs/decisions/010-drafts.md). */
export const DEMO_DB_STORAGE_KEY = 'portal.demoDb';

// ---------------------------------------------------------------- configuration

export interface MockConfig {
  /** Lifetime of an access token. Tests shorten it to see a 401 and a refresh. */
  accessTokenTtlMs: number;
  /** How long a just-rotated refresh token is still accepted (once); see `findSessionByRefreshToken`. */
  refreshReuseGraceMs: number;
  /**
   * `designed`: the contract as we designed it; `spec`: as a server written to the specification alone
   * would answer (mocks/shared/specServer.ts).
   */
  server: 'designed' | 'spec';
}

const DEFAULT_MOCK_CONFIG: MockConfig = {
  accessTokenTtlMs: 15 * 60 * 1000,
  refreshReuseGraceMs: 30 * 1000,
  server: 'designed',
};

export const mockConfig: MockConfig = { ...DEFAULT_MOCK_CONFIG };

export function setMockConfig(partial: Partial<MockConfig>): void {
  Object.assign(mockConfig, partial);
}

// ---------------------------------------------------------------- seed

/** Stable ids of the demo accounts, so tests and fixtures of later domains can refer to them. */
export const DEMO_USER_ID = {
  MANAGER: 'usr_manager',
  PENDING: 'usr_pending',
  SKIPPABLE: 'usr_skippable',
  CLIENT: 'usr_client',
  /** A second client contact, whose projects client@ never sees. */
  CLIENT2: 'usr_client2',
  BENCH: 'usr_bench',
} as const;

/**
 * The demo data (docs/decisions/018-demo-data.md). Each domain (CV, opportunities, placements, client projects)
 * has its collection in `Db` (mocks/model.ts) and its seed here, built by its own
 * `mocks/<domain>/fixtures.ts`.
 */
export function createSeed(): Db {
  const now = new Date(Date.now());
  const berger = demoManagers.katharinaBerger(DEMO_USER_ID.MANAGER);
  const keller = demoManagers.thomasKeller(DEMO_USER_ID.PENDING);
  const lehmann = demoManagers.markusLehmann(DEMO_USER_ID.SKIPPABLE);
  const bench = demoManagers.benediktLang(DEMO_USER_ID.BENCH);
  // The CVs (docs/decisions/018-demo-data.md): a full bilingual one, a small one, an empty one (skippable@)
  // and the benchmark's.
  berger.cv = bergerCv(now);
  keller.cv = kellerCv(now);
  bench.cv = benchCv(now);
  // The dashboard asks to reconfirm the availability after 30 days: berger's is due, the benchmark's is not.
  // At 09:00 of the day, so two seeds of one day agree (the benchmark's CV is the same on every seed).
  const daysAgoAtNine = (days: number) => setHours(startOfDay(subDays(now, days)), 9).toISOString();
  berger.cv.availabilityUpdatedAt = daysAgoAtNine(40);
  bench.cv.availabilityUpdatedAt = daysAgoAtNine(3);
  // Opportunities and placements (docs/decisions/018-demo-data.md): pending@ and skippable@ have none, the
  // client has no manager profile.
  const bergerOpportunities = buildBergerOpportunities(berger.id, now);
  const wonCandidateId =
    bergerOpportunities.find((each) => each.id === BERGER_OPPORTUNITY_ID.WON_550)?.candidate.id ?? null;
  // The interim managers the client projects present (no portal accounts), and the projects
  // (docs/decisions/018-demo-data.md).
  const pool = buildCandidatePool(now);
  const managers = [berger, keller, lehmann, bench, ...pool];

  const users: DbUser[] = [
    buildUser({
      id: DEMO_USER_ID.MANAGER,
      email: DEMO_EMAIL.MANAGER,
      managerId: berger.id,
      contractReceivedDate: '2025-09-15',
    }),
    buildUser({ id: DEMO_USER_ID.PENDING, email: DEMO_EMAIL.PENDING, managerId: keller.id, showAgreement: true }),
    buildUser({
      id: DEMO_USER_ID.SKIPPABLE,
      email: DEMO_EMAIL.SKIPPABLE,
      managerId: lehmann.id,
      showAgreement: true,
      canSkipAgreement: true,
    }),
    buildUser({ id: DEMO_USER_ID.CLIENT, email: DEMO_EMAIL.CLIENT, role: ROLE.CLIENT }),
    buildUser({ id: DEMO_USER_ID.CLIENT2, email: DEMO_EMAIL.CLIENT2, role: ROLE.CLIENT }),
    buildUser({
      id: DEMO_USER_ID.BENCH,
      email: DEMO_EMAIL.BENCH,
      managerId: bench.id,
      contractReceivedDate: '2025-10-01',
    }),
  ];

  return {
    schemaVersion: SCHEMA_VERSION,
    users,
    managers,
    sessions: [],
    accessTokens: [],
    loginAttempts: {},
    passwordTokens: buildDemoPasswordTokens({ reset: DEMO_USER_ID.MANAGER, create: DEMO_USER_ID.PENDING }),
    documents: buildDemoDocuments(berger.id),
    blobs: {},
    opportunities: [...bergerOpportunities, ...buildBenchOpportunities(bench.id, now)],
    placements: [...buildBergerPlacements(berger.id, now, wonCandidateId), ...buildBenchPlacements(bench.id, now)],
    projects: [
      ...buildClientProjects(DEMO_USER_ID.CLIENT, managers, berger.id, now),
      ...buildClient2Projects(DEMO_USER_ID.CLIENT2, managers, now),
    ],
    offers: buildDemoOffers(now),
    newsAndEvents: buildDemoNewsAndEvents(now),
  };
}

export const db: Db = createSeed();

function replaceDb(next: Db): void {
  Object.assign(db, next);
}

/** Back to the seed, and the mock configuration back to its defaults. Does not persist. */
export function resetDb(): void {
  replaceDb(createSeed());
  Object.assign(mockConfig, DEFAULT_MOCK_CONFIG);
}

// ---------------------------------------------------------------- lookups shared by handlers

export function findUserById(id: string): DbUser | undefined {
  return db.users.find((user) => user.id === id);
}

/** E-mail addresses are compared trimmed and case-insensitively. */
export function findUserByEmail(email: string): DbUser | undefined {
  const wanted = email.trim().toLowerCase();
  return db.users.find((user) => user.email === wanted);
}

export function findManager(managerId: string | null): DbManager | undefined {
  return managerId === null ? undefined : db.managers.find((manager) => manager.id === managerId);
}

// ---------------------------------------------------------------- persistence

export type DemoStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

let storage: DemoStorage | null = null;
/** The stored string last read or written, to skip parsing when nothing changed. */
let lastSynced: string | null = null;

const COLLECTION_KINDS: Record<Exclude<keyof Db, 'schemaVersion'>, 'array' | 'object'> = {
  users: 'array',
  managers: 'array',
  sessions: 'array',
  accessTokens: 'array',
  loginAttempts: 'object',
  passwordTokens: 'array',
  documents: 'array',
  blobs: 'object',
  opportunities: 'array',
  placements: 'array',
  projects: 'array',
  offers: 'array',
  newsAndEvents: 'array',
};

function parseStoredDb(raw: string): Db | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (record.schemaVersion !== SCHEMA_VERSION) return null;
  const shapeOk = Object.entries(COLLECTION_KINDS).every(([key, kind]) => {
    const collection = record[key];
    return kind === 'array'
      ? Array.isArray(collection)
      : typeof collection === 'object' && collection !== null && !Array.isArray(collection);
  });
  return shapeOk ? (value as Db) : null;
}

function readStorage(): string | null {
  try {
    return storage?.getItem(DEMO_DB_STORAGE_KEY) ?? null;
  } catch {
    return null; // storage unavailable (private mode): the demo runs from memory
  }
}

/**
 * Plugs in (or, with null, unplugs) the demo's storage and loads what it holds. A missing
 * value keeps the current data; a corrupt or outdated one falls back to the seed.
 */
export function configurePersistence(next: DemoStorage | null): void {
  storage = next;
  lastSynced = null;
  if (!storage) return;
  const raw = readStorage();
  if (raw === null) return;
  const stored = parseStoredDb(raw);
  if (stored) {
    replaceDb(stored);
    lastSynced = raw;
  } else {
    replaceDb(createSeed());
    persistDb();
  }
}

/**
 * Reloads the store when another tab of the demo wrote a newer one, so two tabs share one
 * session (a refresh token rotated in one tab must be known in the other; docs/decisions/007-tokens.md).
 */
export function syncDbFromStorage(): void {
  if (!storage) return;
  const raw = readStorage();
  if (raw === null || raw === lastSynced) return;
  const stored = parseStoredDb(raw);
  if (stored) replaceDb(stored);
  lastSynced = raw;
}

/**
 * Writes the store. When localStorage is full (uploaded files are large), the files' bytes
 * are left out of the stored copy: they stay in memory until the next reload.
 */
export function persistDb(): void {
  if (!storage) return;
  const attempts = [() => JSON.stringify(db), () => JSON.stringify({ ...db, blobs: {} })];
  for (const serialize of attempts) {
    const raw = serialize();
    try {
      storage.setItem(DEMO_DB_STORAGE_KEY, raw);
      lastSynced = raw;
      return;
    } catch {
      // quota exceeded or storage unavailable: try the smaller copy, then give up quietly
    }
  }
}
