import {
  allOnDevice,
  forgetDeviceDataOf,
  forgetKeptCopiesOf,
  keepOnlyKeptCopiesOf,
  readOnDevice,
  writeOnDevice,
} from '@/lib/deviceStore';

/** What the device keeps is per user (docs/decisions/054-offline-data.md); tests/setup.ts empties it after each test. */

/** A and B each keep a copy and an unsent entry. */
async function twoUsersOnDevice() {
  await writeOnDevice('kept', 'A', 'profile', 'a-profile');
  await writeOnDevice('outbox', 'A', 'entry-1', 'a-entry');
  await writeOnDevice('kept', 'B', 'profile', 'b-profile');
  await writeOnDevice('outbox', 'B', 'entry-1', 'b-entry');
}

/** How many values each user has left in each store. */
async function leftOf(...users: string[]) {
  const left: Record<string, { kept: number; outbox: number }> = {};
  for (const user of users)
    left[user] = { kept: (await allOnDevice('kept', user)).length, outbox: (await allOnDevice('outbox', user)).length };
  return left;
}

describe('the device store', () => {
  it("never reads one user's value as another's", async () => {
    await writeOnDevice('kept', 'A', 'profile', { name: 'A' });
    expect(await readOnDevice('kept', 'A', 'profile')).toEqual({ name: 'A' });
    expect(await readOnDevice('kept', 'B', 'profile')).toBeUndefined();
    expect(await allOnDevice('kept', 'B')).toEqual([]);
    expect(await allOnDevice('kept', 'A')).toEqual([['profile', { name: 'A' }]]);
  });

  it("keepOnlyKeptCopiesOf removes every other user's kept copies; their unsent entries wait for them", async () => {
    await twoUsersOnDevice();
    await keepOnlyKeptCopiesOf('A');
    expect(await leftOf('A', 'B')).toEqual({ A: { kept: 1, outbox: 1 }, B: { kept: 0, outbox: 1 } });
  });

  it("forgetKeptCopiesOf removes the user's kept copies only: the unsent entries and others' copies stay", async () => {
    await twoUsersOnDevice();
    await forgetKeptCopiesOf('A');
    expect(await leftOf('A', 'B')).toEqual({ A: { kept: 0, outbox: 1 }, B: { kept: 1, outbox: 1 } });
  });

  it("forgetDeviceDataOf removes only that user's data, in both stores", async () => {
    await twoUsersOnDevice();
    await forgetDeviceDataOf('A');
    expect(await leftOf('A', 'B')).toEqual({ A: { kept: 0, outbox: 0 }, B: { kept: 1, outbox: 1 } });
  });

  it('does not confuse a user whose id is a prefix of another ("u1" and "u10")', async () => {
    await writeOnDevice('kept', 'u1', 'profile', 'u1-profile');
    await writeOnDevice('kept', 'u10', 'profile', 'u10-profile');

    expect(await allOnDevice('kept', 'u1')).toEqual([['profile', 'u1-profile']]);
    await forgetDeviceDataOf('u1');
    expect(await readOnDevice('kept', 'u10', 'profile')).toBe('u10-profile');
    await writeOnDevice('kept', 'u1', 'profile', 'u1-profile');
    await keepOnlyKeptCopiesOf('u10');
    expect(await readOnDevice('kept', 'u1', 'profile')).toBeUndefined();
    expect(await readOnDevice('kept', 'u10', 'profile')).toBe('u10-profile');
  });

  it('does not confuse a user whose id holds the separator with another ("u1/x" and "u1")', async () => {
    await writeOnDevice('kept', 'u1/x', 'profile', 'u1x-profile');
    await writeOnDevice('kept', 'u1', 'x/profile', 'u1-value');

    expect(await allOnDevice('kept', 'u1')).toEqual([['x/profile', 'u1-value']]);
    expect(await allOnDevice('kept', 'u1/x')).toEqual([['profile', 'u1x-profile']]);

    await keepOnlyKeptCopiesOf('u1/x');
    expect(await readOnDevice('kept', 'u1/x', 'profile')).toBe('u1x-profile');
    expect(await readOnDevice('kept', 'u1', 'x/profile')).toBeUndefined();

    await writeOnDevice('kept', 'u1', 'profile', 'u1-profile');
    await forgetDeviceDataOf('u1');
    expect(await readOnDevice('kept', 'u1/x', 'profile')).toBe('u1x-profile');
  });
});
