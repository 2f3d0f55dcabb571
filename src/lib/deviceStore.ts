import { clear, createStore, delMany, entries, get, keys, promisifyRequest, set, type UseStore } from 'idb-keyval';

/**
 * What the portal keeps on the device for the signed-in user, in IndexedDB
 * (docs/decisions/054-offline-data.md): the last answers of what a manager reads offline, and the outbox of the
 * time entries saved without a connection. Every key starts with the user's id, so one user's data is never
 * read for another. The kept answers go when the session ends, whichever way; the outbox at an explicit logout.
 */

/** One database per store: idb-keyval opens each with the one store it creates. */
const STORES = {
  kept: ['portal-kept', 'answers'],
  outbox: ['portal-outbox', 'timeEntries'],
} as const;

export type DeviceStoreName = keyof typeof STORES;

const opened = new Map<DeviceStoreName, UseStore>();

function storeOf(name: DeviceStoreName): UseStore {
  let store = opened.get(name);
  if (!store) {
    const [database, objectStore] = STORES[name];
    store = createStore(database, objectStore);
    opened.set(name, store);
  }
  return store;
}

/**
 * A key is the owner's id, escaped, then the separator: an id with the separator in it ("u1/x") cannot pass for
 * another owner ("u1") nor for a prefix of one, and every key is matched by its whole owner, never by a prefix.
 */
const OWNER_SEPARATOR = '/';
const ownerPart = (userId: string) => encodeURIComponent(userId);
const keyOf = (userId: string, key: string) => `${ownerPart(userId)}${OWNER_SEPARATOR}${key}`;
const ownerPartOf = (key: IDBValidKey) => String(key).split(OWNER_SEPARATOR, 1)[0] ?? '';

export function readOnDevice<T>(name: DeviceStoreName, userId: string, key: string): Promise<T | undefined> {
  return get<T>(keyOf(userId, key), storeOf(name));
}

export function writeOnDevice(name: DeviceStoreName, userId: string, key: string, value: unknown): Promise<void> {
  return set(keyOf(userId, key), value, storeOf(name));
}

export function deleteOnDevice(name: DeviceStoreName, userId: string, key: string): Promise<void> {
  return delMany([keyOf(userId, key)], storeOf(name));
}

/**
 * Reads and changes one value in one transaction, so that no other write (another window's, another saga's) lands
 * between the read and the write: `change` gets the value as it is and returns the next one, or undefined to
 * delete it. Resolves to what was written (undefined when deleted).
 */
export function changeOnDevice<T>(
  name: DeviceStoreName,
  userId: string,
  key: string,
  change: (value: T | undefined) => T | undefined,
): Promise<T | undefined> {
  const fullKey = keyOf(userId, key);
  return storeOf(name)('readwrite', (store) => {
    let next: T | undefined;
    // The read's callback runs inside the transaction, so the write joins it before it commits.
    const request = store.get(fullKey) as IDBRequest<T | undefined>;
    request.onsuccess = () => {
      next = change(request.result);
      if (next === undefined) store.delete(fullKey);
      else store.put(next, fullKey);
    };
    return promisifyRequest(store.transaction).then(() => next);
  });
}

/** Every value the user has in the store, by its key (without the user's id). */
export async function allOnDevice<T>(name: DeviceStoreName, userId: string): Promise<[string, T][]> {
  const prefix = keyOf(userId, '');
  const all = await entries<IDBValidKey, T>(storeOf(name));
  return all
    .filter(([key]) => String(key).startsWith(prefix))
    .map(([key, value]): [string, T] => [String(key).slice(prefix.length), value]);
}

/** `doomed` is given the owner part of each key (the escaped id). */
async function deleteWhere(
  doomed: (ownerPart: string) => boolean,
  names = Object.keys(STORES) as DeviceStoreName[],
): Promise<void> {
  for (const name of names) {
    const store = storeOf(name);
    const all = await keys(store);
    await delMany(
      all.filter((key) => doomed(ownerPartOf(key))),
      store,
    );
  }
}

/**
 * Someone signs in: the copies another user left on this device go. Another user's unsent time entries stay: they
 * are that user's work, never read for anyone else, and wait for that user's next sign-in.
 */
export const keepOnlyKeptCopiesOf = (userId: string) => deleteWhere((owner) => owner !== ownerPart(userId), ['kept']);

/** A session ended, whichever way: the copies kept for reading offline go; the unsent time entries wait. */
export const forgetKeptCopiesOf = (userId: string) => deleteWhere((owner) => owner === ownerPart(userId), ['kept']);

/** An explicit logout: the user's data goes with the session. */
export const forgetDeviceDataOf = (userId: string) => deleteWhere((owner) => owner === ownerPart(userId));

/** Tests start from an empty device. */
export async function clearDevice(): Promise<void> {
  for (const name of Object.keys(STORES) as DeviceStoreName[]) await clear(storeOf(name));
}
