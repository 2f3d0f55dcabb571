import fc from 'fast-check';
import { ValidationError } from 'yup';

import { EMAIL_PATTERN } from '@/contract/account';
import { isStrongPassword, NEW_PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH } from '@/contract/session';
import { loginSchema } from '@/features/auth/auth.schema';
import { forgotSchema, newPasswordSchema } from '@/features/password/password.schema';
import { i18n } from '@/lib/i18n';
import { parseRule, rule, validationKeys, validationMessage } from '@/lib/validation';

/** The validation rules and the message lookup. */

/** The encoded rule per field of a schema that fails, or {} when it passes. */
async function errorsOf(schema: { validate: (value: unknown, options: object) => Promise<unknown> }, value: unknown) {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // Like formik's yupToFormErrors: the first failed rule of a field is the one shown.
    const firstPerField: Record<string, string> = {};
    for (const inner of error.inner)
      if (inner.path && !(inner.path in firstPerField)) firstPerField[inner.path] = inner.message;
    return firstPerField;
  }
}

describe('isStrongPassword (creation rule)', () => {
  it.each(['Abc1!x', 'Interim#2026', 'pA55 word!', 'Grüße#1'])('accepts %s', (value) => {
    expect(isStrongPassword(value)).toBe(true);
  });

  it.each([
    ['too short', 'Ab1!x'],
    ['no lowercase', 'ABC1!X'],
    ['no uppercase', 'abc1!x'],
    ['no digit', 'Abcd!x'],
    ['no special character', 'Abcd1x'],
    ['only a space as special character (the server does not count it)', 'Abcde1 '],
    ['empty', ''],
  ])('refuses a password with %s', (_label, value) => {
    expect(isStrongPassword(value)).toBe(false);
  });

  it('needs at least 6 characters', () => {
    expect(NEW_PASSWORD_MIN_LENGTH).toBe(6);
  });

  it('accepts exactly the passwords with length ≥ 6 and all four character classes', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (value) => {
        const expected =
          value.length >= 6 &&
          /\p{Ll}/u.test(value) &&
          /\p{Lu}/u.test(value) &&
          /\p{N}/u.test(value) &&
          /[^\p{L}\p{N}\s]/u.test(value);
        expect(isStrongPassword(value)).toBe(expected);
      }),
    );
  });

  it('accepts any password built from the four classes', () => {
    const chars = (set: string) => fc.constantFrom(...set.split(''));
    fc.assert(
      fc.property(
        chars('abcxyz'),
        chars('ABCXYZ'),
        chars('0123456789'),
        chars('!#$%&*?@'),
        fc.string({ minLength: 2, maxLength: 20 }),
        (lower, upper, digit, special, rest) => {
          expect(isStrongPassword(`${rest}${lower}${upper}${digit}${special}`)).toBe(true);
        },
      ),
    );
  });
});

describe('EMAIL_PATTERN', () => {
  it.each(['a@b.de', 'katharina.berger@example.com', 'x+tag@sub.domain.org'])('accepts %s', (value) => {
    expect(EMAIL_PATTERN.test(value)).toBe(true);
  });

  it.each(['', 'plain', 'a@b', 'a@b.c', 'a b@c.de', '@c.de', 'a@@c.de', 'a@c .de'])('refuses %j', (value) => {
    expect(EMAIL_PATTERN.test(value)).toBe(false);
  });

  it('refuses every address with a space in it', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.nat(), (email, at) => {
        const i = at % (email.length + 1);
        expect(EMAIL_PATTERN.test(`${email.slice(0, i)} ${email.slice(i)}`)).toBe(false);
      }),
    );
  });
});

describe('loginSchema', () => {
  it('asks for username and password', async () => {
    expect(await errorsOf(loginSchema, { username: '', password: '' })).toEqual({
      username: 'required',
      password: 'required',
    });
  });

  it('trims the username, so blanks alone count as empty', async () => {
    expect(await errorsOf(loginSchema, { username: '   ', password: 'x' })).toEqual({ username: 'required' });
  });

  it('allows 64 characters in the username and refuses 65', async () => {
    expect(USERNAME_MAX_LENGTH).toBe(64);
    expect(await errorsOf(loginSchema, { username: 'a'.repeat(64), password: 'x' })).toEqual({});
    expect(await errorsOf(loginSchema, { username: 'a'.repeat(65), password: 'x' })).toEqual({
      username: rule('max', { max: 64 }),
    });
  });

  it('accepts a one-character password, and keeps a password as typed', async () => {
    expect(await errorsOf(loginSchema, { username: 'u', password: ' ' })).toEqual({});
    expect(loginSchema.cast({ username: ' u ', password: ' p ' })).toEqual({ username: 'u', password: ' p ' });
  });
});

describe('newPasswordSchema', () => {
  it('requires both fields', async () => {
    expect(await errorsOf(newPasswordSchema, { password: '', confirmPassword: '' })).toEqual({
      password: 'required',
      confirmPassword: 'required',
    });
  });

  it('applies the creation rule to the password', async () => {
    expect(await errorsOf(newPasswordSchema, { password: 'weakpass', confirmPassword: 'weakpass' })).toEqual({
      password: 'passwordRule',
    });
  });

  it('needs the confirmation to equal the password', async () => {
    expect(await errorsOf(newPasswordSchema, { password: 'Strong#1', confirmPassword: 'Strong#2' })).toEqual({
      confirmPassword: 'match',
    });
    expect(await errorsOf(newPasswordSchema, { password: 'Strong#1', confirmPassword: 'Strong#1' })).toEqual({});
  });
});

describe('forgotSchema', () => {
  it('requires a well-formed e-mail address, trimmed', async () => {
    expect(await errorsOf(forgotSchema, { email: '' })).toEqual({ email: 'required' });
    expect(await errorsOf(forgotSchema, { email: 'not-an-address' })).toEqual({ email: 'email' });
    expect(await errorsOf(forgotSchema, { email: '  manager@demo.test  ' })).toEqual({});
  });
});

describe('rule encoding and message lookup', () => {
  it('round-trips a rule with its parameters', () => {
    expect(parseRule(rule('required'))).toEqual({ rule: 'required', params: {} });
    expect(parseRule(rule('max', { max: 64 }))).toEqual({ rule: 'max', params: { max: 64 } });
    fc.assert(
      fc.property(
        fc.constantFrom('required', 'min', 'max', 'email', 'match') as fc.Arbitrary<'min'>,
        fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer())),
        (name, params) => {
          expect(parseRule(rule(name, params))).toEqual({ rule: name, params });
        },
      ),
    );
  });

  it('treats broken parameters as none', () => {
    expect(parseRule('max|{oops')).toEqual({ rule: 'max', params: {} });
  });

  it('looks up rule.field, then rule.default (each in forms, then common), then the generic invalid message', () => {
    expect(validationKeys('required', 'username')).toEqual([
      'forms:error.validation.required.username',
      'error.validation.required.username',
      'forms:error.validation.required.default',
      'error.validation.required.default',
      'error.validation.invalid',
    ]);
    // Nested and list fields are looked up by their last name.
    expect(validationKeys('required', 'emails[2].value')[1]).toBe('error.validation.required.value');
  });

  it('picks the field text, the rule default or the generic text', () => {
    const t = i18n.getFixedT('en');
    expect(validationMessage(t, rule('required'), 'username')).toBe('Please enter your username.');
    expect(validationMessage(t, rule('required'), 'city')).toBe('This field is required.');
    expect(validationMessage(t, rule('max', { max: 64 }), 'username')).toBe('The username has at most 64 characters.');
    expect(validationMessage(t, rule('max', { max: 10 }), 'street')).toBe('Please enter at most 10 characters.');
    expect(validationMessage(t, 'noSuchRule', 'street')).toBe('Please check this entry.');
  });

  it('answers in German when asked', () => {
    const t = i18n.getFixedT('de');
    expect(validationMessage(t, rule('required'), 'username')).not.toBe('Please enter your username.');
    expect(validationMessage(t, rule('required'), 'username')).toBe(
      i18n.getFixedT('de', 'common')('error.validation.required.username'),
    );
  });
});
