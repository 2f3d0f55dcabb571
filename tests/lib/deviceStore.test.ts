import { allOnDevice, forgetDeviceDataOf, keepOnlyDeviceDataOf, readOnDevice, writeOnDevice } from '@/lib/deviceStore';

/** What the device keeps is per user (docs/decisions/054-offline-data.md); tests/setup.ts empties it after each test. */

describe('the device store', () => {
  it("never reads one user's value as another's", async () => {
    await writeOnDevice('kept', 'A', 'profile', { name: 'A' });
    expect(await readOnDevice('kept', 'A', 'profile')).toEqual({ name: 'A' });
    expect(await readOnDevice('kept', 'B', 'profile')).toBeUndefined();
    expect(await allOnDevice('kept', 'B')).toEqual([]);
    expect(await allOnDevice('kept', 'A')).toEqual([['profile', { name: 'A' }]]);
  });

  it("keepOnlyDeviceDataOf removes every other user's data in both stores and keeps the own", async () => {
    await writeOnDevice('kept', 'A', 'profile', 'a-profile');
    await writeOnDevice('outbox', 'A', 'entry-1', 'a-entry');
    await writeOnDevice('kept', 'B', 'profile', 'b-profile');
    await writeOnDevice('outbox', 'B', 'entry-1', 'b-entry');
    await writeOnDevice('outbox', 'C', 'entry-2', 'c-entry');

    await keepOnlyDeviceDataOf('A');

    expect(await allOnDevice('kept', 'A')).toEqual([['profile', 'a-profile']]);
    expect(await allOnDevice('outbox', 'A')).toEqual([['entry-1', 'a-entry']]);
    expect(await allOnDevice('kept', 'B')).toEqual([]);
    expect(await allOnDevice('outbox', 'B')).toEqual([]);
    expect(await allOnDevice('outbox', 'C')).toEqual([]);
  });

  it("forgetDeviceDataOf removes only that user's data, in both stores", async () => {
    await writeOnDevice('kept', 'A', 'profile', 'a-profile');
    await writeOnDevice('outbox', 'A', 'entry-1', 'a-entry');
    await writeOnDevice('kept', 'B', 'profile', 'b-profile');
    await writeOnDevice('outbox', 'B', 'entry-1', 'b-entry');

    await forgetDeviceDataOf('A');

    expect(await allOnDevice('kept', 'A')).toEqual([]);
    expect(await allOnDevice('outbox', 'A')).toEqual([]);
    expect(await readOnDevice('kept', 'B', 'profile')).toBe('b-profile');
    expect(await readOnDevice('outbox', 'B', 'entry-1')).toBe('b-entry');
  });

  it('does not confuse a user whose id is a prefix of another ("u1" and "u10")', async () => {
    await writeOnDevice('kept', 'u1', 'profile', 'u1-profile');
    await writeOnDevice('kept', 'u10', 'profile', 'u10-profile');

    expect(await allOnDevice('kept', 'u1')).toEqual([['profile', 'u1-profile']]);
    await forgetDeviceDataOf('u1');
    expect(await readOnDevice('kept', 'u10', 'profile')).toBe('u10-profile');
    await writeOnDevice('kept', 'u1', 'profile', 'u1-profile');
    await keepOnlyDeviceDataOf('u10');
    expect(await readOnDevice('kept', 'u1', 'profile')).toBeUndefined();
    expect(await readOnDevice('kept', 'u10', 'profile')).toBe('u10-profile');
  });

  it('does not confuse a user whose id holds the separator with another ("u1/x" and "u1")', async () => {
    await writeOnDevice('kept', 'u1/x', 'profile', 'u1x-profile');
    await writeOnDevice('kept', 'u1', 'x/profile', 'u1-value');

    expect(await allOnDevice('kept', 'u1')).toEqual([['x/profile', 'u1-value']]);
    expect(await allOnDevice('kept', 'u1/x')).toEqual([['profile', 'u1x-profile']]);

    await keepOnlyDeviceDataOf('u1/x');
    expect(await readOnDevice('kept', 'u1/x', 'profile')).toBe('u1x-profile');
    expect(await readOnDevice('kept', 'u1', 'x/profile')).toBeUndefined();

    await writeOnDevice('kept', 'u1', 'profile', 'u1-profile');
    await forgetDeviceDataOf('u1');
    expect(await readOnDevice('kept', 'u1/x', 'profile')).toBe('u1x-profile');
  });
});
