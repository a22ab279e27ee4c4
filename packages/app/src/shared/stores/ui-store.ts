import { type DisplayLanguage } from '@m/contracts';
import { create } from 'zustand';
import { LOADING_TOAST_MS } from '@m/ui';
import { changeLanguage, i18n, storedLanguage } from '../i18n/i18n';
import { DARK_SCHEME_QUERY } from '../constants';
import { LOCAL_KEYS, readLocal, writeLocal } from '../storage-keys';

export type ThemeName = 'light' | 'dark';
export type ToastKind = 'info' | 'success' | 'error' | 'loading';

/** A toast holds its i18n key, so a language switch re-translates it. */
export interface AppToast {
  id: string;
  kind: ToastKind;
  messageKey: string;
  params?: Record<string, string | number>;
  durationMs?: number;
}

interface UiState {
  toasts: AppToast[];
  theme: ThemeName;
  language: DisplayLanguage;
  sideMenuOpen: boolean;
  /** Toasts stay until dismissed: only Storybook sets it, to hold a story's error state (story-setup.ts). */
  holdToasts: boolean;
  showToast: (toast: Omit<AppToast, 'id'>) => string;
  dismissToast: (id: string) => void;
  setTheme: (theme: ThemeName) => void;
  toggleTheme: () => void;
  setLanguage: (language: DisplayLanguage) => void;
  setSideMenuOpen: (open: boolean) => void;
}

/** The theme the user picked (persisted under `theme`), or null while they have not picked one. */
const pickedTheme = (): ThemeName | null => {
  const saved = readLocal(LOCAL_KEYS.theme);
  return saved === 'dark' || saved === 'light' ? saved : null;
};

const darkScheme = (): MediaQueryList | null => (typeof window.matchMedia === 'function' ? window.matchMedia(DARK_SCHEME_QUERY) : null);

/**
 * the theme the user picked, persisted under `theme`; until they pick one, the system's
 * (prefers-color-scheme), light where the browser says nothing. The shell's inline script
 * (render-shell.tsx themeScript) makes the same choice before the first paint.
 */
export const storedTheme = (): ThemeName => pickedTheme() ?? (darkScheme()?.matches ? 'dark' : 'light');

const applyTheme = (theme: ThemeName) => {
  document.documentElement.dataset.theme = theme;
};

let seq = 0;

const initialState = () => ({
  toasts: [] as AppToast[],
  theme: storedTheme(),
  language: storedLanguage(),
  sideMenuOpen: false,
  holdToasts: false,
});

export const useUiStore = create<UiState>()((set, get) => ({
  ...initialState(),
  showToast: (toast) => {
    const id = `t${++seq}`;
    set({ toasts: [...get().toasts, { ...toast, id }] });
    return id;
  },
  dismissToast: (id) => set({ toasts: get().toasts.filter((t) => t.id !== id) }),
  setTheme: (theme) => {
    writeLocal(LOCAL_KEYS.theme, theme);
    applyTheme(theme);
    set({ theme });
  },
  toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
  setLanguage: (language) => {
    set({ language });
    void changeLanguage(language);
  },
  setSideMenuOpen: (sideMenuOpen) => set({ sideMenuOpen }),
}));

applyTheme(useUiStore.getState().theme);

// Until the user picks a theme, the site follows the system's when it changes (dark mode at dusk).
darkScheme()?.addEventListener('change', () => {
  if (pickedTheme() !== null) return;
  const theme = storedTheme();
  applyTheme(theme);
  useUiStore.setState({ theme });
});

/** The display language now: what a call answering server texts sends (the backend translates them). */
export const displayLanguage = (): DisplayLanguage => useUiStore.getState().language;

/**
 * G-004, A-171: a 'Please wait...' loading toast for as long as `promise` runs, hidden when it
 * settles or after `timeoutMs` (10 s by default; pass LOGOUT_LOADING_MS for logout).
 */
export async function withLoading<T>(promise: Promise<T>, opts: { messageKey?: string; timeoutMs?: number } = {}): Promise<T> {
  const { showToast, dismissToast } = useUiStore.getState();
  const id = showToast({
    kind: 'loading',
    messageKey: opts.messageKey ?? 'in_please_wait',
    durationMs: opts.timeoutMs ?? LOADING_TOAST_MS,
  });
  try {
    return await promise;
  } finally {
    dismissToast(id);
  }
}

/** Tests start each case from the stored (or default) theme and language, no toasts. */
export const resetUiStore = (): void => {
  const s = initialState();
  useUiStore.setState(s);
  applyTheme(s.theme);
  if (i18n.language !== s.language) void changeLanguage(s.language);
};
