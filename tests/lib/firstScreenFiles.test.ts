import { FIRST_SCREEN_FILES_ID, preloadFirstScreen, type FirstScreenFiles } from '@/lib/firstScreenFiles';

/**
 * index.html lists the files of the screens a kept session opens on (vite.config.ts); the first
 * script asks for the one at the address beside the start chunk.
 */
const FILES: FirstScreenFiles = {
  '/dashboard': {
    code: ['/assets/signed-in.js', '/assets/DashboardPage.js'],
    texts: { de: ['/assets/dashboard-de.js'], en: ['/assets/dashboard-en.js'] },
  },
  '/placement/': {
    code: ['/assets/signed-in.js', '/assets/PlacementPage.js'],
    texts: { de: ['/assets/placement-de.js'], en: ['/assets/placement-en.js'] },
  },
};

function pageWith(list: string | null): Document {
  const doc = document.implementation.createHTMLDocument('');
  if (list !== null) {
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = FIRST_SCREEN_FILES_ID;
    block.textContent = list;
    doc.head.append(block);
  }
  return doc;
}

const preloaded = (doc: Document) =>
  [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => {
    expect(link.getAttribute('crossorigin')).toBe('');
    return link.getAttribute('href');
  });

describe('preloadFirstScreen', () => {
  it("asks for the dashboard's code and its texts in the stored language", () => {
    const doc = pageWith(JSON.stringify(FILES));
    preloadFirstScreen(doc, '/dashboard', 'en');
    expect(preloaded(doc)).toEqual(['/assets/signed-in.js', '/assets/DashboardPage.js', '/assets/dashboard-en.js']);
  });

  it('matches every path under a listed folder, and only those', () => {
    const doc = pageWith(JSON.stringify(FILES));
    preloadFirstScreen(doc, '/placement/plc-1/monthly-report', 'de');
    expect(preloaded(doc)).toEqual(['/assets/signed-in.js', '/assets/PlacementPage.js', '/assets/placement-de.js']);

    const other = pageWith(JSON.stringify(FILES));
    preloadFirstScreen(other, '/placements', 'de');
    preloadFirstScreen(other, '/dashboard/x', 'de');
    expect(preloaded(other)).toEqual([]);
  });

  it.each([
    ['no list', null],
    ['a list that is not JSON', '{"/dashboard": ['],
    ['a list of another shape', JSON.stringify({ '/dashboard': { code: 'signed-in.js', texts: null } })],
    ['a list with other entries', JSON.stringify({ '/dashboard': { code: [1, null], texts: { de: [{}] } } })],
  ])('asks for nothing, and does not fail, with %s', (_case, list) => {
    const doc = pageWith(list);
    expect(() => preloadFirstScreen(doc, '/dashboard', 'de')).not.toThrow();
    expect(preloaded(doc)).toEqual([]);
  });
});
