/**
 * What `zustand` resolves to in the tests and in Storybook (vitest.config.ts, .storybook/main.ts):
 * zustand itself, but every store created registers its initial state, so that a test or a story
 * starts from fresh stores (page-reset.ts) and a store added later needs no reset of its own
 * (zustand's own testing recipe). The site's build imports zustand untouched.
 */
import { create as createBound, type UseBoundStore } from 'zustand/react';
import type { StateCreator, StoreApi } from 'zustand/vanilla';
import { registerStore } from './store-registry';

export * from 'zustand/vanilla';
export * from 'zustand/react';

function track<T>(creator: StateCreator<T, [], []>): UseBoundStore<StoreApi<T>> {
  const store = createBound(creator);
  registerStore(store);
  return store;
}

// create(creator) and the curried create<State>()(creator), as zustand offers both.
export const create = (<T>(creator?: StateCreator<T, [], []>) => (creator === undefined ? track : track(creator))) as typeof createBound;
