import { Blob as NodeBlob } from 'node:buffer';
import { http, HttpResponse } from 'msw';

import { fetchFile, isApiPath, openFileInNewTab } from '@/api/files';
import { setTokens } from '@/api/tokens';
import { server } from '@mocks/node';

/**
 * Files stay the API's and open as what they are meant to be (docs/decisions/038-files-stay-ours.md):
 * a path that is not one of the API's is never asked (the bearer header would go with it), and what
 * opens in a tab of the portal's origin is a PDF, whatever type the server gave.
 */

const TOKENS = { accessToken: 'access-files', refreshToken: 'refresh-files' };

function recordRequests(): { url: string; authorization: string | null }[] {
  const seen: { url: string; authorization: string | null }[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push({ url: request.url, authorization: request.headers.get('authorization') });
  });
  return seen;
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a file path from the server', () => {
  it.each([
    ['https://elsewhere.example/photo.png'],
    ['//elsewhere.example/photo.png'],
    ['/\\elsewhere.example/photo.png'],
    ['data:image/svg+xml,<svg/>'],
    ['javascript:alert(1)'],
    ['manager/photo/p1'],
    ['/manager/../../../photo.png'],
    ['/manager/photo/p1?token=x'],
    [''],
  ])('refuses %s before any request is made', async (path) => {
    setTokens(TOKENS);
    const seen = recordRequests();
    expect(isApiPath(path)).toBe(false);
    await expect(fetchFile(path)).rejects.toThrow('Not a path of the API');
    expect(seen).toEqual([]);
  });

  it('fetches a path of the API from the API, with the bearer header', async () => {
    setTokens(TOKENS);
    server.use(
      http.get('*/api/v1/manager/photo/p1', () =>
        HttpResponse.arrayBuffer(new Uint8Array([0x89, 0x50, 0x4e, 0x47]).buffer, {
          headers: { 'Content-Type': 'image/png' },
        }),
      ),
    );
    const seen = recordRequests();
    expect(isApiPath('/manager/photo/p1')).toBe(true);
    await fetchFile('/manager/photo/p1');
    expect(seen).toHaveLength(1);
    expect(new URL(seen[0]?.url ?? '').pathname).toBe('/api/v1/manager/photo/p1');
    expect(seen[0]?.authorization).toBe(`Bearer ${TOKENS.accessToken}`);
  });
});

describe('a file opened in a tab', () => {
  it('opens as a PDF even when the server calls it HTML', async () => {
    setTokens(TOKENS);
    server.use(
      http.get('*/api/v1/manager/documents/d1/file', () =>
        HttpResponse.text('<script>localStorage.clear()</script>', { headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    const made: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => {
          made.push(blob);
          return 'blob:opened';
        }),
        revokeObjectURL: vi.fn(),
      }),
    );
    vi.stubGlobal('Blob', NodeBlob);
    await openFileInNewTab('/manager/documents/d1/file');
    expect(made).toHaveLength(1);
    expect(made[0]?.type).toBe('application/pdf');
    expect(tab.location.href).toBe('blob:opened');
    expect(tab.opener).toBeNull();
  });
});
