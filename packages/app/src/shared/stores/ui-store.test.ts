import { describe, expect, it, vi } from 'vitest';
import { LOADING_TOAST_MS } from '@m/ui';
import { DARK_SCHEME_QUERY } from '../constants';
import { resetUiStore, storedTheme, useUiStore, withLoading } from './ui-store';

describe('withLoading (G-004, A-171)', () => {
  it("shows a 'Please wait...' loading toast while the promise runs and removes it when it settles", async () => {
    let resolve: (v: number) => void = () => undefined;
    const p = withLoading(new Promise<number>((r) => (resolve = r)));
    expect(useUiStore.getState().toasts).toEqual([
      expect.objectContaining({ kind: 'loading', messageKey: 'in_please_wait', durationMs: LOADING_TOAST_MS }),
    ]);
    resolve(7);
    await expect(p).resolves.toBe(7);
    expect(useUiStore.getState().toasts).toEqual([]);
  });

  it('removes the toast on failure too, and honours a custom timeout (logout 9999 ms)', async () => {
    const p = withLoading(Promise.reject(new Error('x')), { timeoutMs: 9_999 });
    expect(useUiStore.getState().toasts[0]?.durationMs).toBe(9_999);
    await expect(p).rejects.toThrow('x');
    expect(useUiStore.getState().toasts).toEqual([]);
  });
});

describe('ui store theme (A-170)', () => {
  it('follows the system theme until the user picks one, then keeps the pick', () => {
    const system = (dark: boolean) =>
      vi
        .spyOn(window, 'matchMedia')
        .mockImplementation((query: string) => ({ matches: dark && query === DARK_SCHEME_QUERY, media: query }) as MediaQueryList);
    try {
      window.localStorage.removeItem('theme');
      system(true);
      expect(storedTheme()).toBe('dark');
      resetUiStore();
      expect(useUiStore.getState().theme).toBe('dark');
      expect(document.documentElement.dataset.theme).toBe('dark');
      system(false);
      expect(storedTheme()).toBe('light');
      // A pick is kept whatever the system says.
      system(true);
      useUiStore.getState().setTheme('light');
      expect(storedTheme()).toBe('light');
      window.localStorage.setItem('theme', 'nonsense');
      expect(storedTheme()).toBe('dark');
    } finally {
      vi.restoreAllMocks();
      window.localStorage.removeItem('theme');
      resetUiStore();
    }
  });

  it('sets data-theme on <html> and stores it', () => {
    useUiStore.getState().toggleTheme();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
  });
});
