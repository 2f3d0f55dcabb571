import fc from 'fast-check';

import { isUriReference, stripUmlauts, toSafeHref } from '@/lib/webLinks';

/** Web links are URI references; umlauts are stripped per top-level-domain rules. */
describe('stripUmlauts', () => {
  it.each([
    ['https://www.müller.com', 'https://www.müller.com'],
    ['https://www.müller.de/team', 'https://www.müller.de/team'],
    ['https://www.müller.io/über', 'https://www.mueller.io/ueber'],
    ['https://www.müller.com/über-uns?q=größe', 'https://www.müller.com/ueber-uns?q=groesse'],
    ['www.Größe.io', 'www.Groesse.io'],
    ['https://ÄÖÜ.example/Ä', 'https://AeOeUe.example/Ae'],
    ['https://www.müller.com:8080/ä', 'https://www.müller.com:8080/ae'],
    ['  https://www.example.com  ', 'https://www.example.com'],
  ])('writes %s as %s', (link, stripped) => {
    expect(stripUmlauts(link)).toBe(stripped);
  });

  it('leaves a link without umlauts as it is (trimmed)', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        expect(stripUmlauts(url)).toBe(url.trim());
      }),
    );
  });

  it('leaves no umlaut outside the host, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'ä', 'ö', 'ü', 'ß', '/', '.', 'Ü') }), (path) => {
        const stripped = stripUmlauts(`https://www.example.io/${path}`);
        expect(stripped).not.toMatch(/[äöüÄÖÜß]/);
      }),
    );
  });
});

describe('isUriReference', () => {
  it.each([
    'https://www.example.com',
    'www.example.com/team',
    '/relative/path',
    'https://x.de/a?b=c#d',
    'https://www.müller.com',
    'https://x.com/a%20b',
  ])('accepts %s', (link) => {
    expect(isUriReference(link)).toBe(true);
  });

  it.each([
    'https://www.example.com/a b',
    'my profile',
    'https://x.com/a%zz',
    'https://x.com/<script>',
    'http://[::1',
    '',
  ])('refuses %s', (link) => {
    expect(isUriReference(link)).toBe(false);
  });

  it('accepts what stripUmlauts makes of a web URL with umlauts in its path', () => {
    fc.assert(
      fc.property(fc.webUrl(), fc.constantFrom('ä', 'ö', 'ü', 'ß'), (url, umlaut) => {
        expect(
          isUriReference(stripUmlauts(`${url}${url.includes('?') || url.includes('#') ? '' : '/'}${umlaut}`)),
        ).toBe(true);
      }),
    );
  });
});

describe('toSafeHref', () => {
  it.each([
    ['https://www.example.com', 'https://www.example.com/'],
    ['www.example.com', 'https://www.example.com/'],
    ['javascript:alert(1)', null],
    ['', null],
  ])('makes %s into %s', (link, href) => {
    expect(toSafeHref(link)).toBe(href);
  });
});

describe('isUriReference keeps umlauts to the host', () => {
  it('accepts umlauts in the host and refuses them in the path', () => {
    expect(isUriReference('https://www.müller.de/team')).toBe(true);
    expect(isUriReference('https://www.mueller.de/über')).toBe(false);
    expect(isUriReference('www.müller.de')).toBe(true);
  });
});
