import * as v from 'valibot';

import { personalDetailsSchema } from '@/contract/account.answers';

/** The phones and profile links as the account form lists them: in the server's order, known types only. */
const phones = personalDetailsSchema.entries.phones;

it("keeps the server's order of the phones, so a phone added last stays last after a reload", () => {
  const read = v.parse(phones, { mobilePhone1: '+49 1', workPhone: '+49 2', mobilePhone2: '+49 3' });
  expect(Object.keys(read)).toEqual(['mobilePhone1', 'workPhone', 'mobilePhone2']);
});

it('drops a phone type the portal does not know and a phone that is null, and reads null for all as none', () => {
  expect(v.parse(phones, { fax: '+49 4', homePhone: null, workPhone: '+49 2' })).toEqual({ workPhone: '+49 2' });
  expect(v.parse(phones, null)).toEqual({});
});

it('fails a phone that is not a text', () => {
  expect(v.safeParse(phones, { mobilePhone1: 4917 }).success).toBe(false);
});
