import fc from 'fast-check';

import {
  ApiError,
  BAD_RESPONSE_STATUS,
  CLIENT_ERROR_CODE,
  errorFromReply,
  httpMessageKey,
  NETWORK_ERROR_STATUS,
  TIMEOUT_STATUS,
  toSerializedError,
} from '@/api/errors';
import { apiErrorMessage } from '@/components/feedback/errorMessage';
import { i18n } from '@/lib/i18n';

/** Error bodies, the status mapping and the message key `error.http.{status}01` (docs/decisions/004-api-errors.md). */

describe('errorFromReply', () => {
  it('keeps status, code and message of the JSON error body and the rest as details', () => {
    const error = errorFromReply(400, {
      code: 'invalid_credentials',
      message: 'Invalid Username or Password',
      locked: false,
      left_attempts: 2,
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.toJSON()).toEqual({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid Username or Password',
      details: { locked: false, left_attempts: 2 },
    });
  });

  it('uses an empty message when the body has a code but no text message', () => {
    const error = errorFromReply(401, { code: 'token', message: 42 });
    expect(error.code).toBe('token');
    expect(error.message).toBe('');
  });

  it.each([
    ['an HTML page', '<html><body>502 Bad Gateway</body></html>'],
    ['nothing', undefined],
    ['null', null],
    ['an array', ['x']],
    ['an object without code', { error: 'x' }],
    ['a number code', { code: 5, message: 'x' }],
  ])('maps a reply with %s by its status alone', (_label, body) => {
    const error = errorFromReply(500, body);
    expect(error.toJSON()).toEqual({ status: 500, code: CLIENT_ERROR_CODE.HTTP, message: 'HTTP 500', details: {} });
  });

  it('never throws, whatever the body', () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 599 }), fc.anything(), (status, body) => {
        const error = errorFromReply(status, body);
        expect(error.status).toBe(status);
        expect(typeof error.code).toBe('string');
        expect(typeof error.message).toBe('string');
      }),
    );
  });
});

describe('toSerializedError', () => {
  it('serializes an ApiError to plain data the store can keep', () => {
    const serialized = toSerializedError(new ApiError(503, 'network', 'Server connection error'));
    expect(serialized).toEqual({ status: 503, code: 'network', message: 'Server connection error', details: {} });
    expect(JSON.parse(JSON.stringify(serialized))).toEqual(serialized);
  });

  it('turns any other thrown value into the generic error with status 0', () => {
    expect(toSerializedError(new TypeError('x is undefined'))).toEqual({
      status: 0,
      code: 'error',
      message: 'x is undefined',
      details: {},
    });
    expect(toSerializedError('boom')).toEqual({ status: 0, code: 'error', message: 'boom', details: {} });
  });
});

describe('statuses and message keys', () => {
  it('uses 503 for a network failure, 504 for a time-out and 502 for an unreadable reply', () => {
    expect(NETWORK_ERROR_STATUS).toBe(503);
    expect(TIMEOUT_STATUS).toBe(504);
    expect(BAD_RESPONSE_STATUS).toBe(502);
  });

  it('builds the message key error.http.{status}01', () => {
    expect(httpMessageKey(400)).toBe('error.http.40001');
    expect(httpMessageKey(503)).toBe('error.http.50301');
  });
});

describe('apiErrorMessage', () => {
  const t = i18n.getFixedT('en', 'common');
  const de = i18n.getFixedT('de', 'common');
  const error = (status: number) => ({ status, code: 'x', message: '', details: {} });

  it('shows the texts of the error catalogue for 40001 and 50301', () => {
    expect(apiErrorMessage(t, error(400))).toBe('Invalid username or password. Please check what you entered.');
    expect(apiErrorMessage(t, error(503))).toMatch(/^Server connection error/);
    expect(apiErrorMessage(de, error(400))).toBe(
      'Benutzername oder Passwort ist ungültig. Bitte prüfen Sie Ihre Eingabe.',
    );
  });

  it('has a text for every status the client itself produces', () => {
    for (const status of [NETWORK_ERROR_STATUS, TIMEOUT_STATUS, BAD_RESPONSE_STATUS]) {
      expect(apiErrorMessage(t, error(status))).not.toMatch(/error \d+/);
    }
  });

  it('falls back to the general message for an unknown status: what to do next, never the status', () => {
    const general =
      'The request could not be completed. Please try again; if the problem persists, contact our support team.';
    expect(apiErrorMessage(t, error(418))).toBe(general);
    expect(apiErrorMessage(t, error(0))).toBe(general);
    expect(apiErrorMessage(t, error(418))).not.toContain('418');
  });
});
