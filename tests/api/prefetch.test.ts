import { http, HttpResponse } from 'msw';

import { apiGet } from '@/api/client';
import { PREFETCH_TTL_MS, prefetchGets, takePrefetched } from '@/api/prefetch';
import { setTokens } from '@/api/tokens';
import { server } from '@mocks/node';

/**
 * The first screen's data asked for ahead (api/prefetch.ts): each answer goes to the first
 * apiGet of its path, once, for the session it was asked for and while it is recent; a failed
 * one is asked for again by that apiGet.
 */

const PATH = '/manager/offers';
const URL_PATTERN = '*/api/v1/manager/offers';

function countedOffers(reply: () => Response = () => HttpResponse.json([{ id: 'o1' }])) {
  const seen: (string | null)[] = [];
  server.use(
    http.get(URL_PATTERN, ({ request }) => {
      seen.push(request.headers.get('authorization'));
      return reply();
    }),
  );
  return seen;
}

beforeEach(() => setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' }));

describe('data asked for ahead', () => {
  it('goes to the first apiGet of its path with the access token, and to no second one', async () => {
    const seen = countedOffers();
    prefetchGets([PATH]);
    expect(await apiGet(PATH)).toEqual([{ id: 'o1' }]);
    expect(seen).toEqual(['Bearer access-1']);
    await apiGet(PATH);
    expect(seen).toHaveLength(2);
  });

  it('is asked for again when the early answer failed', async () => {
    let failing = true;
    const seen = countedOffers(() =>
      failing ? HttpResponse.json({ code: 'error', message: 'down' }, { status: 500 }) : HttpResponse.json([]),
    );
    prefetchGets([PATH]);
    await expect.poll(() => seen.length).toBe(1);
    failing = false;
    expect(await apiGet(PATH)).toEqual([]);
    expect(seen).toHaveLength(2);
  });

  it('is asked for once when two starters ask for it in one session, and again in another session', async () => {
    const seen = countedOffers();
    prefetchGets([PATH]);
    prefetchGets([PATH, { path: PATH, next: () => [`${PATH}/o1`] }]);
    expect(await apiGet(PATH)).toEqual([{ id: 'o1' }]);
    expect(seen).toEqual(['Bearer access-1']);

    prefetchGets([PATH]);
    setTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    prefetchGets([PATH]);
    expect(await apiGet(PATH)).toEqual([{ id: 'o1' }]);
    expect(seen).toEqual(['Bearer access-1', 'Bearer access-1', 'Bearer access-2']);
  });

  it('is not used for another session', () => {
    countedOffers();
    prefetchGets([PATH]);
    setTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(takePrefetched(PATH)).toBeUndefined();
  });

  it('is not used once it is older than PREFETCH_TTL_MS', () => {
    countedOffers();
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now);
    prefetchGets([PATH]);
    vi.spyOn(Date, 'now').mockReturnValue(now + PREFETCH_TTL_MS + 1);
    expect(takePrefetched(PATH)).toBeUndefined();
  });

  it('is not asked for without a session', () => {
    const seen = countedOffers();
    setTokens({ accessToken: '', refreshToken: '' });
    prefetchGets([PATH]);
    expect(takePrefetched(PATH)).toBeUndefined();
    expect(seen).toEqual([]);
  });

  it("asks for what a list's answer leads to as soon as it arrives, for the same session only", async () => {
    const seen = countedOffers(() => HttpResponse.json([{ id: 'o1' }, { id: 'o2' }]));
    const details: string[] = [];
    server.use(
      http.get('*/api/v1/manager/offers/:id', ({ params }) => {
        details.push(String(params.id));
        return HttpResponse.json({ id: params.id });
      }),
    );
    const next = (list: unknown) => (list as { id: string }[]).map(({ id }) => `${PATH}/${id}`);
    prefetchGets([{ path: PATH, next }]);
    await expect.poll(() => details).toEqual(['o1', 'o2']);
    expect(await apiGet(`${PATH}/o2`)).toEqual({ id: 'o2' });
    expect(await apiGet(PATH)).toEqual([{ id: 'o1' }, { id: 'o2' }]);
    expect(seen).toHaveLength(1);
    expect(details).toEqual(['o1', 'o2']);

    // A session that ended before the list answered asks for nothing it leads to.
    let answer!: () => void;
    server.use(
      http.get(
        URL_PATTERN,
        () => new Promise<Response>((done) => (answer = () => done(HttpResponse.json([{ id: 'o3' }])))),
      ),
    );
    prefetchGets([{ path: PATH, next }]);
    await expect.poll(() => typeof answer).toBe('function');
    setTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    const answered = new Promise((done) => server.events.on('response:mocked', done));
    answer();
    await answered;
    // The answer is read and handed on in the tasks after it arrived.
    await new Promise((done) => setTimeout(done, 50));
    expect(details).toEqual(['o1', 'o2']);
  });
});
