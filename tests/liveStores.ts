/** The stores the tests made (renderApp and the like), stopped after each test by tests/setup.ts. */
const liveStores = new Set<{ stop: () => void }>();

export function noteStore(store: { stop: () => void }): void {
  liveStores.add(store);
}

/**
 * Cancels the sagas of every store a test made, so that no idle check or storage listener of an earlier test
 * acts on a later one's shared tokens.
 */
export function stopStores(): void {
  liveStores.forEach((store) => store.stop());
  liveStores.clear();
}
