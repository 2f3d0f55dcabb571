/**
 * What the real-API journeys and their config share (playwright.real-api.config.ts): the mock
 * API's access-token lifetime for this run, and a record of the API calls on the wire.
 */
import { expect, type Page, type Request, type Response } from '@playwright/test';

/**
 * The mock API's access tokens live this long in this run (MOCK_ACCESS_TOKEN_TTL_MS), so a
 * token expires during a journey. Long enough that a request retried after a refresh is
 * never late on two busy cores; short enough to wait for.
 */
export const ACCESS_TOKEN_TTL_MS = 4_000;

/** The build this run serves, and the ports of its server and of the mock API (playwright.real-api.config.ts). */
export const REAL_DIR = process.env.E2E_REAL_DIR ?? 'dist';
export const REAL_PORT = Number(process.env.E2E_REAL_PORT ?? 4175);
export const REAL_API_PORT = Number(process.env.E2E_REAL_API_PORT ?? 8797);
/**
 * The same build served a second time, with the mock API behind it answering as a server written to the
 * specification alone would (mocks/shared/specServer.ts): the journeys of tests/e2e-spec/.
 */
export const SPEC_PORT = Number(process.env.E2E_SPEC_PORT ?? 4178);
export const SPEC_API_PORT = Number(process.env.E2E_SPEC_API_PORT ?? 8799);

export const LOGIN_PATH = '/api/v1/login';
export const REFRESH_PATH = '/api/v1/refresh-token';

export interface ApiCall {
  method: string;
  /** Path under the origin, without the query: `/api/v1/manager`. */
  path: string;
  request: Request;
  /** Set once the answer arrived, with the time it did. */
  response?: Response;
  answeredAt?: number;
  /**
   * A sign-in's or refresh's answer: the tokens it issued, read at once (Chromium drops the
   * bodies of a page's answers when the page reloads).
   */
  tokens?: Promise<Tokens | undefined>;
}

interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/** Records every call under `/api/` the page makes, in the order they were sent. */
export function recordApiCalls(page: Page): ApiCall[] {
  const calls: ApiCall[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push({ method: request.method(), path: url.pathname, request });
  });
  page.on('response', (response) => {
    const call = calls.find((each) => each.request === response.request());
    if (!call) return;
    call.response = response;
    call.answeredAt = Date.now();
    if (
      call.method === 'POST' &&
      (call.path === LOGIN_PATH || call.path === REFRESH_PATH) &&
      response.status() === 200
    ) {
      call.tokens = response.json().then(
        (body) => body as Tokens,
        () => undefined,
      );
    }
  });
  return calls;
}

/** The demo manager's placements whose month the dashboard loads: ongoing and reported via the portal. */
const DEMO_MONTHS_ON_THE_DASHBOARD = 3;

/**
 * Waits until the dashboard's loads are answered: the placements, then each one's month. Not
 * `waitForLoadState('networkidle')`: a single-page app reaches that state once, on its first
 * page, so waiting for it later returns at once while the dashboard still loads.
 */
export async function dashboardMonthsAnswered(calls: ApiCall[]): Promise<void> {
  await expect
    .poll(() => calls.filter((call) => call.path.includes('/overview/') && call.response).length, {
      message: "the dashboard's months answered",
    })
    .toBe(DEMO_MONTHS_ON_THE_DASHBOARD);
}

/** The `POST /refresh-token` calls among `calls`. */
export function refreshCalls(calls: ApiCall[]): ApiCall[] {
  return calls.filter((call) => call.method === 'POST' && call.path === REFRESH_PATH);
}

/** The calls among `calls` that gave the app new tokens: sign-ins and refreshes answered 200. */
export function tokenIssuingCalls(calls: ApiCall[]): ApiCall[] {
  return calls.filter((call) => call.tokens !== undefined);
}

/** The refresh token the API issued last among `calls`. */
export async function lastIssuedRefreshToken(calls: ApiCall[]): Promise<string | undefined> {
  return (await tokenIssuingCalls(calls).at(-1)?.tokens)?.refreshToken;
}

/**
 * The manager signed in, and a second window of the same browser at the same size: it takes over the
 * session through the stored refresh token, as a second tab does.
 */
export async function twoWindows(
  page: Page,
  signIn: (page: Page) => Promise<void>,
  size: { width: number; height: number },
): Promise<Page> {
  await page.setViewportSize(size);
  await signIn(page);
  await page.waitForURL('**/dashboard');
  const other = await page.context().newPage();
  await other.setViewportSize(size);
  return other;
}

/** The keys this device keeps in one of its two databases (portal-kept, portal-outbox). */
export function deviceKeys(page: Page, database: 'portal-kept' | 'portal-outbox'): Promise<string[]> {
  return page.evaluate(
    (name) =>
      new Promise<string[]>((resolve, reject) => {
        const opening = indexedDB.open(name);
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          if (db.objectStoreNames.length === 0) {
            db.close();
            resolve([]);
            return;
          }
          const reading = db
            .transaction(db.objectStoreNames[0] ?? '')
            .objectStore(db.objectStoreNames[0] ?? '')
            .getAllKeys();
          reading.onsuccess = () => {
            db.close();
            resolve(reading.result.map(String));
          };
          reading.onerror = () => reject(reading.error);
        };
      }),
    database,
  );
}

/**
 * Resolves once every write to the device's kept copies that the page began before it has ended: it waits two frames
 * (an answer's last step starts a write within them) and then for a write of its own, which IndexedDB runs after
 * every earlier one on the same store.
 */
export function keptWritesSettled(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const opening = indexedDB.open('portal-kept');
            opening.onerror = () => reject(opening.error);
            opening.onsuccess = () => {
              const db = opening.result;
              const stores = [...db.objectStoreNames];
              if (stores.length === 0) {
                db.close();
                resolve();
                return;
              }
              const writing = db.transaction(stores, 'readwrite');
              writing.oncomplete = () => {
                db.close();
                resolve();
              };
              writing.onerror = () => reject(writing.error);
            };
          }),
        );
      }),
  );
}
