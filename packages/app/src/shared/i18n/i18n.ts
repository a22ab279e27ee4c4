import { DEFAULT_LANGUAGE, DISPLAY_LANGUAGES, type DisplayLanguage } from '@m/contracts';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCAL_KEYS, readLocal, writeLocal } from '../storage-keys';
import en from './locales/en.json';

/**
 * the display languages are EN, PT and VI; TY of the site config stays data only.
 * EN (default and fallback) is bundled; PT and VI load on demand, keeping the home chunk lean.
 */
const loaders: Record<Exclude<DisplayLanguage, 'en'>, () => Promise<{ default: typeof en }>> = {
  pt: () => import('./locales/pt.json'),
  vi: () => import('./locales/vi.json'),
};

export const isDisplayLanguage = (v: unknown): v is DisplayLanguage =>
  typeof v === 'string' && (DISPLAY_LANGUAGES as readonly string[]).includes(v);

/** The persisted language, else the default (EN). */
export const storedLanguage = (): DisplayLanguage => {
  const v = readLocal(LOCAL_KEYS.language);
  return isDisplayLanguage(v) ? v : DEFAULT_LANGUAGE;
};

const syncHtmlLang = (lng: string) => {
  document.documentElement.lang = lng;
};

/** The one i18next instance of the site; resources are bundled (three small files), so init is synchronous. */
export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  partialBundledLanguages: true,
  // The stored language is loaded by main (changeLanguage) before the first render.
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...DISPLAY_LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});
syncHtmlLang(i18n.language);
i18n.on('languageChanged', (lng) => {
  syncHtmlLang(lng);
  writeLocal(LOCAL_KEYS.language, lng);
});

/** Loads a language's texts (once) and switches to it; `<html lang>` and storage follow. */
export async function changeLanguage(lng: DisplayLanguage): Promise<void> {
  if (lng !== 'en' && !i18n.hasResourceBundle(lng, 'translation')) {
    const texts = await loaders[lng]();
    i18n.addResourceBundle(lng, 'translation', texts.default, true, true);
  }
  await i18n.changeLanguage(lng);
}

/** Translate outside React (toasts created by the api client's error handler). */
export const translate = (key: string, options?: Record<string, unknown>): string => i18n.t(key, options ?? {});
