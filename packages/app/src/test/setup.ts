// Test setup for @m/app: jest-dom, the simulator through MSW (unhandled requests fail), stores and
// storage reset after each test, and a test fails on an unexpected console.error (STYLE habit 10).
import '@testing-library/jest-dom/vitest';
import type * as UserEventModule from '@testing-library/user-event';
import './happy-dom-shims';
import { cleanup, configure } from '@testing-library/react';
import { configure as configureStoryTesting } from 'storybook/test';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetPhoneIdentity } from '../shared/identity/phone-identity';
import { resetStatusStore } from '../features/status/status-store';
import { setApiErrorHandler } from '../shared/api/client';
import { resetQueryCache } from '../shared/api/query-cache';
import { resetMemberStore } from '../shared/stores/member-store';
import { resetSessionStore } from '../shared/stores/session-store';
import { resetSettingsStore } from '../shared/stores/settings-store';
import { resetUiStore } from '../shared/stores/ui-store';
import { resetMarkReadThrottle } from '../shared/unread/mark-announcement-read';
import { server } from './server';

// user-event waits a timer tick between keystrokes by default; hundreds of typed fields made that
// most of the suite's time. Without the delay, events fire in the same order, just without pauses.
vi.mock('@testing-library/user-event', async (importOriginal) => {
  const original = await importOriginal<typeof UserEventModule>();
  const base = original.default;
  type Method = 'click' | 'type' | 'clear' | 'tab' | 'selectOptions' | 'keyboard';
  // Each direct call gets a fresh instance without delay (as the direct API makes a fresh one).
  const via = (name: Method) => (...args: unknown[]) => (base.setup({ delay: null })[name] as (...a: unknown[]) => Promise<void>)(...args);
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

// Screens load settings, rules, lazy chunks and several calls; on two busy cores (workers in
// parallel) 1 s is too short a wait for them. A test that waits in vain fails after 3 s.
configure({ asyncUtilTimeout: 3_000 });
// Stories' play functions wait through storybook/test's own copy of Testing Library.
configureStoryTesting({ asyncUtilTimeout: 3_000 });

let consoleErrors: unknown[][] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
  setApiErrorHandler(null);
  resetSessionStore();
  resetSettingsStore();
  resetStatusStore();
  resetUiStore();
  resetMemberStore();
  resetQueryCache();
  resetPhoneIdentity();
  resetMarkReadThrottle();
  if (consoleErrors.length > 0) {
    const text = consoleErrors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`Unexpected console.error during the test:\n${text}`);
  }
});
