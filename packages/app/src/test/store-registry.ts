/**
 * Every zustand store the site creates while tests run, with its initial state: the setup resets
 * them all after each test, so a store added later needs no reset function of its own (zustand's
 * own testing recipe, https://zustand.docs.pmnd.rs/guides/testing). Test-only.
 */
const resets = new Set<() => void>();

export function registerStore(store: { getInitialState: () => unknown; setState: (state: never, replace: true) => void }): void {
  const initial = store.getInitialState();
  resets.add(() => store.setState(initial as never, true));
}

export function resetAllStores(): void {
  for (const reset of resets) reset();
}
