import fc from 'fast-check';

import { decodeRegistrationId } from '@/features/registration/registrationId';

/** The id of /register/{id} is base64-encoded JSON holding a user id. */

const encode = (value: unknown) => btoa(unescape(encodeURIComponent(JSON.stringify(value))));

describe('decodeRegistrationId', () => {
  it.each([
    [{ userId: 'u-42' }, 'u-42'],
    [{ userID: 'u-42' }, 'u-42'],
    [{ id: 'u-42' }, 'u-42'],
    [{ userId: 42 }, '42'],
    [{ id: 0 }, '0'],
    [{ userId: ' u-42 ', other: true }, 'u-42'],
    [{ userId: 'Müller' }, 'Müller'],
  ])('reads %j as %s', (json, expected) => {
    expect(decodeRegistrationId(encode(json))).toBe(expected);
  });

  it('accepts the URL-safe alphabet without padding', () => {
    const standard = encode({ userId: '??>>' });
    const urlSafe = standard.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(decodeRegistrationId(urlSafe)).toBe('??>>');
  });

  it.each([
    ['undefined', undefined],
    ['empty', ''],
    ['not base64', 'not-base64!!'],
    ['base64 of no JSON', btoa('hello')],
    ['a JSON array', encode([1, 2])],
    ['a JSON string', encode('u-42')],
    ['JSON without an id', encode({ name: 'x' })],
    ['an empty id', encode({ userId: '  ' })],
    ['an id of another type', encode({ userId: { nested: 1 } })],
    ['an infinite number', btoa('{"id": 1e999}')],
  ])('ignores %s', (_, id) => {
    expect(decodeRegistrationId(id)).toBeUndefined();
  });

  it('never throws, whatever the id', () => {
    fc.assert(
      fc.property(fc.string(), (id) => {
        const result = decodeRegistrationId(id);
        return result === undefined || typeof result === 'string';
      }),
    );
  });
});
