// Test setup for @m/app: jest-dom, the simulator through MSW (unhandled requests fail), stores and
// storage reset after each test, and a test fails on an unexpected console.error (docs/conventions.md "A console error fails the test").
import '@testing-library/jest-dom/vitest';
import type * as UserEventModule from '@testing-library/user-event';
import './happy-dom-shims';
import { cleanup, configure } from '@testing-library/react';
import React from 'react';
import { configure as configureStoryTesting } from 'storybook/test';
import { DEFAULT_LANGUAGE } from '@m/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { setApiErrorHandler } from '../shared/api/client';
import { i18n, loadAllFeatureTexts } from '../shared/i18n/i18n';
import { recordUnitJournals } from './contract-journals';
import { resetPage } from './page-reset';
import { lazyPartsLoaded } from './preloaded-lazy';
import { restoreWorkerGlobals } from './worker-globals';
import { endWorld, engine, server, settled } from './server';

// One user-event for the whole run: storybook/test bundles its own copy, which the stories' play
// functions use, and two copies that both track input values on one document (files share their
// worker's document, vitest.config.ts) lose keystrokes. So tests get storybook/test's instance.
// user-event waits a timer tick between keystrokes by default; hundreds of typed fields made that
// most of the suite's time. Without the delay, events fire in the same order, just without pauses.
vi.mock('@testing-library/user-event', async (importOriginal) => {
  const original = await importOriginal<typeof UserEventModule>();
  const base = (await import('storybook/test')).userEvent as unknown as typeof original.default;
  type Method = 'click' | 'type' | 'clear' | 'tab' | 'selectOptions' | 'keyboard';
  // Each direct call gets a fresh instance without delay (as the direct API makes a fresh one).
  const via =
    (name: Method) =>
    (...args: unknown[]) =>
      (base.setup({ delay: null })[name] as (...a: unknown[]) => Promise<void>)(...args);
  const api = {
    ...base,
    setup: (options: Parameters<typeof base.setup>[0] = {}) => base.setup({ delay: null, ...options }),
    click: via('click'),
    type: via('type'),
    clear: via('clear'),
    tab: via('tab'),
    selectOptions: via('selectOptions'),
    keyboard: via('keyboard'),
  };
  return { ...original, default: api, userEvent: api };
});

// React's development build captures a stack (new Error()) for every element it creates, its "owner
// stack", so a warning can say which component made the element: a tenth of a screen test's CPU.
// The count it keeps to stop capturing after 10,000 elements a second is held at that cap: a warning
// no longer names the owner of its element, and it fails the test as before (console.error below).
const reactInternals = (React as unknown as Record<string, { recentlyCreatedOwnerStacks: number }>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', { get: () => 10_000, set: () => undefined });

// Screens load settings, rules, lazy chunks and several calls; on two busy cores (workers in
// parallel) 1 s is too short a wait for them, and under the whole unit phase's load a first lazy
// chunk has taken over 3 s. A wait ends as soon as its condition holds, so the limit only says
// how long a test that waits in vain takes to fail.
configure({ asyncUtilTimeout: 8_000 });
// Stories' play functions wait through storybook/test's own copy of Testing Library.
configureStoryTesting({ asyncUtilTimeout: 8_000 });

let consoleErrors: unknown[][] = [];

// The app project runs its files without per-file isolation (vitest.config.ts): modules, the
// simulator engine and the document stay from the previous file of the worker. Each file starts as
// a fresh page would: no worlds, an empty body, the URL the environment was configured with. The
// lazy parts the file's modules define are loaded first, so none shows its fallback in a test
// (test/preloaded-lazy.ts).
beforeAll(async () => {
  await lazyPartsLoaded();
  // Every feature's EN texts, as a feature's route loads them for its screens (a test renders the screens without it).
  await loadAllFeatureTexts();
  for (const id of engine.worldIds()) engine.deleteWorld(id);
  document.body.replaceChildren();
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  document.title = '';
  window.history.replaceState(null, '', '/m/home');
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  recordUnitJournals(engine);
  server.close();
});

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(async () => {
  // A focused element that the cleanup removes would otherwise stay document.activeElement.
  (document.activeElement as HTMLElement | null)?.blur?.();
  cleanup();
  vi.useRealTimers();
  // Unmounted screens make no new calls; the ones in flight answer before anything is reset.
  await settled();
  server.resetHandlers();
  endWorld();
  vi.restoreAllMocks();
  setApiErrorHandler(null);
  // The language first: switching it writes to storage.
  if (i18n.language !== DEFAULT_LANGUAGE) await i18n.changeLanguage(DEFAULT_LANGUAGE);
  resetPage();
  const changed = restoreWorkerGlobals();
  if (changed.length > 0) {
    throw new Error(
      `The test left ${changed.join(', ')} changed (a stubbed global not unstubbed, a spy made while fake timers were on, a flag not put back): later files of the worker would fail (src/test/worker-globals.ts)`,
    );
  }
  if (consoleErrors.length > 0) {
    const text = consoleErrors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`Unexpected console.error during the test:\n${text}`);
  }
});
