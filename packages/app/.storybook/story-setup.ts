// The loaders every story runs before it renders (preview.tsx); node-safe, so the unit tests run
// the same code between two stories (src/story-sequence.test.tsx).
import { DISPLAY_LANGUAGES } from '@m/contracts';
import { changeLanguage, loadAllFeatureTexts } from '../src/shared/i18n/i18n';
import { useUiStore } from '../src/shared/stores/ui-store';
import { resetPage } from '../src/test/page-reset';

/**
 * Every story starts as a first visit would: no session, storage, store or cached answer left by
 * the story before (the preview never reloads between stories), and every feature's texts there,
 * as a feature's route loads them for a screen (a component story has no route to load them).
 */
export async function startFresh() {
  resetPage();
  await loadAllFeatureTexts();
  return {};
}

/**
 * The toolbar's theme and language reach the app's own store before the story renders: the
 * language's texts are loaded first (a PT or VI screen never shows English while they load).
 */
export async function applyGlobals({ globals }: { globals: Record<string, unknown> }) {
  const language = DISPLAY_LANGUAGES.find((l) => l === globals.language) ?? 'en';
  useUiStore.getState().setTheme(globals.theme === 'dark' ? 'dark' : 'light');
  useUiStore.getState().setLanguage(language);
  await changeLanguage(language);
  return {};
}
