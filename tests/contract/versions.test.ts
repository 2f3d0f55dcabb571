import fc from 'fast-check';

import { entityTag, preconditionFailure, preconditionHeaders, VERSION_HEADER } from '@/contract/versions';

/** The save's condition as the server reads it from the headers the client builds. */
const check = (version: string | null, current: string | null) => {
  const headers = preconditionHeaders(version);
  return preconditionFailure(
    {
      ifMatch: headers[VERSION_HEADER.IF_MATCH] ?? null,
      ifNoneMatch: headers[VERSION_HEADER.IF_NONE_MATCH] ?? null,
    },
    current,
  );
};

const version = fc.stringMatching(/^[A-Za-z0-9.-]{1,12}$/);

describe('the save condition (If-Match / If-None-Match)', () => {
  it('lets a save through exactly when it started from the version the server holds', () => {
    fc.assert(
      fc.property(version, version, (started, now) => {
        expect(check(started, now)).toBe(started === now ? null : 'stale');
      }),
    );
  });

  it('creates only while there is nothing: a new item over an existing one is stale', () => {
    fc.assert(
      fc.property(version, (now) => {
        expect(check(null, now)).toBe('stale');
      }),
    );
    expect(check(null, null)).toBeNull();
  });

  it('refuses a save with a version over an item that is gone', () => {
    fc.assert(
      fc.property(version, (started) => {
        expect(check(started, null)).toBe('stale');
      }),
    );
  });

  it('asks for a version when a save over an existing item names none, and lets a save with none create', () => {
    expect(preconditionFailure({ ifMatch: null, ifNoneMatch: null }, '3')).toBe('required');
    expect(preconditionFailure({ ifMatch: null, ifNoneMatch: null }, null)).toBeNull();
  });

  it('reads the header as HTTP writes it: a list, weak tags, and *', () => {
    expect(preconditionFailure({ ifMatch: `"1", ${entityTag('4')}`, ifNoneMatch: null }, '4')).toBeNull();
    expect(preconditionFailure({ ifMatch: 'W/"4"', ifNoneMatch: null }, '4')).toBeNull();
    expect(preconditionFailure({ ifMatch: '*', ifNoneMatch: null }, '9')).toBeNull();
    expect(preconditionFailure({ ifMatch: '*', ifNoneMatch: null }, null)).toBe('stale');
    expect(preconditionFailure({ ifMatch: null, ifNoneMatch: '"2"' }, '3')).toBeNull();
  });

  it('sends no condition for an item the server gave no version', () => {
    expect(preconditionHeaders('')).toEqual({});
  });
});
