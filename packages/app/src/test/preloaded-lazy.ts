/**
 * What `react` resolves to for the app's own modules in the unit tests (vitest.config.ts): React
 * itself, but the `lazy()` parts defined when a file's tests start are loaded first (setup.ts),
 * and a loaded part renders at once instead of suspending. On a phone a part's chunk comes over
 * the network and the site shows its fallback meanwhile (the e2e suite sees that); in a test the
 * chunk is a local module, and a boundary that showed its fallback is held by React for 300 ms
 * before it reveals the part (its FALLBACK_THROTTLE_MS): about thirty idle holds per test worker.
 * Loading them all before a file's tests also means no test depends on which file of its worker
 * loaded a part first. A part a test defines itself (on-demand.test.tsx) loads when the test
 * renders it, as on the site.
 */
import { createElement, lazy as reactLazy, type ComponentProps, type ComponentType } from 'react';

// @types/react is written as one `export =`, which TypeScript will not re-export with `*`; at run
// time React's named exports re-export as any module's.
// @ts-expect-error -- the `export =` above
export * from 'react';
export { default } from 'react';

/** Parts not asked for yet: setup.ts loads them before the tests of a file run. */
const waiting = new Set<() => Promise<unknown>>();

export const lazy: typeof reactLazy = (load) => {
  type Module = Awaited<ReturnType<typeof load>>;
  let loaded: Module | undefined;
  let started: Promise<Module> | undefined;
  const start = () => {
    waiting.delete(start);
    started ??= load().then((module) => (loaded = module));
    return started;
  };
  waiting.add(start);
  // A thenable that calls back at once: React reads a loaded part without suspending.
  const ready = { then: (resolve: (module: Module) => void) => resolve(loaded as Module) };
  const Part = reactLazy(() => (loaded ? (ready as unknown as Promise<Module>) : start()));
  // React asks a lazy part for its module once per worker; each render is recorded here instead.
  function Rendered(props: ComponentProps<typeof Part>) {
    rendered.add(start());
    return createElement(Part as unknown as ComponentType<typeof props>, props);
  }
  return Rendered as unknown as typeof Part;
};

const rendered = new Set<Promise<{ default: unknown }>>();
/**
 * What the lazy parts rendered since `forgetRenderedParts` show (each part's `default`): in a
 * browser only their chunks, and the stylesheets those bring, have loaded (story-styles.ts).
 */
export const renderedParts = async (): Promise<unknown[]> =>
  (await Promise.allSettled(rendered)).flatMap((m) => (m.status === 'fulfilled' ? [m.value.default] : []));
export const forgetRenderedParts = () => rendered.clear();

/**
 * Loads every part defined so far, and every part those define. A part that fails to load fails
 * when it renders, as with React's own lazy.
 */
export async function lazyPartsLoaded(): Promise<void> {
  while (waiting.size > 0) await Promise.allSettled([...waiting].map((start) => start()));
}
