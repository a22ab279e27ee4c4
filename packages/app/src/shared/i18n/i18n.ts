import { DEFAULT_LANGUAGE, DISPLAY_LANGUAGES, type DisplayLanguage } from '@m/contracts';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCAL_KEYS, readLocal, writeLocal } from '../storage-keys';
import en from './locales/en.json';
import { mergeTexts, type Bundle } from './merge-texts';

/**
 * Each feature owns its texts in `src/features/<name>/locales/{en,pt,vi}.json`, under one
 * top-level key (its name), so features never edit a shared file. EN is merged in eagerly; PT and
 * VI load with the language, like the shared files.
 */
// The EN texts of the features that the first screen never shows stay out of the entry (/m/home's
// initial JS): they load with their feature's code, through withFeatureTexts, in every build (the
// dev server shows what production shows). Tests and Storybook load them all before they render.
export const LAZY_TEXT_FEATURES = ['agent', 'member', 'register', 'password', 'promotions', 'login', 'lottery', 'trial'] as const;
export type LazyTextFeature = (typeof LAZY_TEXT_FEATURES)[number];
// One glob per set, with no alternative for other modes: a glob's modules are static imports of
// this module even in a branch the build drops, and the bundler's chunk for the entry's static
// graph (vite.config.ts) would take them in.
const featureEn = import.meta.glob<Bundle>(
  ['../../features/*/locales/en.json', '!../../features/{agent,member,register,password,promotions,login,lottery,trial}/locales/en.json'],
  { eager: true, import: 'default' },
);
const lazyFeatureEn = import.meta.glob<Bundle>(
  '../../features/{agent,member,register,password,promotions,login,lottery,trial}/locales/en.json',
  {
    import: 'default',
  },
);

/**
 * The texts only forms show (validation rules, the form alert, the SMS code button and its check, a
 * few form messages, the error table's texts that only forms and toasts show) are a shared part of
 * their own, `locales/forms/{en,pt,vi}.json`, under the same keys as the shared file's. Their EN
 * texts stay out of the entry too: they load with the screens that have
 * forms (withFormTexts) and before the first toast (a refused list action is worded by the forms'
 * reaction). PT and VI load with the language.
 */
const lazyFormsEn = import.meta.glob<Bundle>('./locales/forms/en.json', { import: 'default' });
const enResources: Bundle = mergeTexts(en, Object.values(featureEn));

/**
 * the display languages are EN, PT and VI; TY of the site config stays data only.
 * EN (default and fallback) is bundled; PT and VI load on demand, keeping the home chunk lean:
 * each as one chunk of all its texts (shared, forms', features'), a single request.
 */
const merged = ({ default: [shared, ...parts] }: { default: [Bundle, ...Bundle[]] }): Bundle => mergeTexts(shared, parts);
const loaders: Record<Exclude<DisplayLanguage, 'en'>, () => Promise<Bundle>> = {
  pt: () => import('./pt-texts').then(merged),
  vi: () => import('./vi-texts').then(merged),
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
  resources: { en: { translation: enResources } },
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
    i18n.addResourceBundle(lng, 'translation', await loaders[lng](), true, true);
  }
  await i18n.changeLanguage(lng);
}

const addedEn = new Map<string, Promise<void>>();
/** Adds a lazily shipped part of the EN texts (once); the other languages' bundles hold every part already. */
function addEn(part: string, load: (() => Promise<Bundle>) | undefined): Promise<void> {
  let done = addedEn.get(part);
  if (!done) {
    done = load ? load().then((texts) => void i18n.addResourceBundle('en', 'translation', texts, true, false)) : Promise.resolve();
    // A failed load is retried by the next import (the route's error boundary offers the retry).
    done.catch(() => addedEn.delete(part));
    addedEn.set(part, done);
  }
  return done;
}

/** Adds a lazily shipped feature's EN texts (once). */
export const loadFeatureTexts = (feature: LazyTextFeature): Promise<void> =>
  addEn(feature, lazyFeatureEn[`../../features/${feature}/locales/en.json`]);

/** Adds the forms' EN texts (once). */
export const loadFormTexts = (): Promise<void> => addEn('forms', lazyFormsEn['./locales/forms/en.json']);

/** Every lazily shipped text at once (the features' and the forms'): Storybook shows a feature's components without its route. */
export const loadAllFeatureTexts = (): Promise<void> =>
  Promise.all([...LAZY_TEXT_FEATURES.map(loadFeatureTexts), loadFormTexts()]).then(() => undefined);

/** A lazy import of a feature's code that resolves once its texts are there too (for React.lazy). */
export const withFeatureTexts =
  <T>(feature: LazyTextFeature, load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([loadFeatureTexts(feature), load()]).then(([, mod]) => mod);

/** A lazy import of code that shows forms, resolving once the forms' texts are there too. */
export const withFormTexts =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([loadFormTexts(), load()]).then(([, mod]) => mod);

/** Translate outside React (toasts created by the api client's error handler). */
export const translate = (key: string, options?: Record<string, unknown>): string => i18n.t(key, options ?? {});
