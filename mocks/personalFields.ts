import type { Address } from '../src/contract/account';
import { FIELDS_META } from './fixtures/fieldsMeta';
import { isRecord, text, type Body, type FieldErrors } from './validation';

/** Fields that the account form and the registration share (part 1 §3, §5). */

const LIMITS = FIELDS_META.manager;

export function readAddress(value: unknown, errors: FieldErrors, field: string): Address {
  const body: Body = isRecord(value) ? value : {};
  const address: Address = {
    street: text(body, 'street'),
    postalCode: text(body, 'postalCode'),
    city: text(body, 'city'),
    country: text(body, 'country'),
  };
  const state = text(body, 'state');
  if (state) address.state = state;
  for (const key of ['street', 'postalCode', 'city', 'country'] as const) {
    errors.required(address[key], `${field}.${key}`);
  }
  errors.maxLength(address.street, LIMITS.street.maxLength, `${field}.street`);
  errors.maxLength(address.postalCode, LIMITS.postalCode.maxLength, `${field}.postalCode`);
  errors.maxLength(address.city, LIMITS.city.maxLength, `${field}.city`);
  errors.maxLength(state, LIMITS.state.maxLength, `${field}.state`);
  return address;
}

export function readNationality(value: unknown, errors: FieldErrors): string[] {
  const list = Array.isArray(value) ? value : [];
  errors.check(Array.isArray(value) && list.every((each) => typeof each === 'string'), 'nationality', 'list');
  return list.filter((each): each is string => typeof each === 'string' && each.trim() !== '').map((each) => each.trim());
}
