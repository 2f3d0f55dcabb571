import fc from 'fast-check';

import { paths, safeInAppPath } from '@/config/paths';

/** A remembered location is used only when it is a path inside the app (docs/decisions/014-redirects.md). */
describe('safeInAppPath', () => {
  it.each(['/resume', '/placement/42?tab=time#week', '/account/deleteProfile'])('keeps the in-app path %s', (path) => {
    expect(safeInAppPath(path)).toBe(path);
  });

  it.each([
    '//evil.com',
    '//evil.com/resume',
    'https://evil.com',
    'https://evil.com/resume',
    'http://localhost/resume',
    'javascript:alert(1)',
    'evil.com',
    'resume',
    '/\\evil.com',
    '\\\\evil.com',
    '',
  ])('ignores %j', (candidate) => {
    expect(safeInAppPath(candidate)).toBeNull();
  });

  it('ignores values that are not strings', () => {
    for (const value of [undefined, null, 42, {}, ['/resume']]) expect(safeInAppPath(value)).toBeNull();
  });

  it('never sends the user back to the login page', () => {
    expect(safeInAppPath('/login')).toBeNull();
    expect(safeInAppPath('/login?x=1')).toBeNull();
  });

  it('never returns anything that leaves the app', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.webPath().map((path) => `/${path}`),
        ),
        (candidate) => {
          const result = safeInAppPath(candidate);
          if (result === null) return;
          expect(result.startsWith('/')).toBe(true);
          expect(result.startsWith('//')).toBe(false);
          expect(new URL(result, 'https://app.invalid').origin).toBe('https://app.invalid');
        },
      ),
    );
  });
});

describe('paths', () => {
  it('builds links with encoded parameters', () => {
    expect(paths.placement.getHref('a/b')).toBe('/placement/a%2Fb');
    expect(paths.resetPassword.getHref('demo-valid')).toBe('/reset-password/demo-valid');
    expect(paths.register.getHref()).toBe('/register');
  });
});
