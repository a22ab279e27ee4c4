// Test setup for @m/app: jest-dom, the simulator through MSW (unhandled requests fail), stores and
// storage reset after each test, and a test fails on an unexpected console.error (STYLE habit 10).
import '@testing-library/jest-dom/vitest';
import './happy-dom-shims';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetValidationRulesCache } from '../features/account/validation/use-validation-rules';
import { resetStatusStore } from '../features/status/status-store';
import { setApiErrorHandler } from '../shared/api/client';
import { resetMemberStore } from '../shared/stores/member-store';
import { resetSessionStore } from '../shared/stores/session-store';
import { resetSettingsStore } from '../shared/stores/settings-store';
import { resetUiStore } from '../shared/stores/ui-store';
import { server } from './server';

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
  resetValidationRulesCache();
  if (consoleErrors.length > 0) {
    const text = consoleErrors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`Unexpected console.error during the test:\n${text}`);
  }
});
