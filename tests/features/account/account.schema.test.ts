import { accountSchema, toFormValues, type AccountFormValues } from '@/features/account/account.schema';
import { rule } from '@/lib/validation';

import { berger } from '../helpers';

// The account form's rules as the form applies them (the form shows the rule's message next to the field:
// account.test.tsx). The phone rule itself, over every string, is tested with isPhone (tests/lib/pdfFile.test.ts).

const TODAY = '2026-12-01';
const noLimits = () => undefined;

const katharina = (): AccountFormValues => toFormValues(berger().personalDetails);

/** The error the schema gives the second phone number, or null. */
async function secondPhoneError(number: string): Promise<string | null> {
  const values = katharina();
  values.phones = [values.phones[0]!, { phoneType: 'workPhone', number }];
  try {
    await accountSchema(noLimits, TODAY).validateAt('phones[1].number', values);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the phone rule of the account form', () => {
  it.each(['123', '+49 89 CALL', '0049+89 1234', '-- /'])('refuses %s', async (number) => {
    expect(await secondPhoneError(number)).toBe(rule('phone'));
  });

  it.each(['1234', '+49 89 123456789', '089/99998-120', '0171 3920045'])('accepts %s', async (number) => {
    expect(await secondPhoneError(number)).toBeNull();
  });

  it('asks for the number once the type of a row is chosen', async () => {
    expect(await secondPhoneError('')).toBe(rule('required'));
  });
});
