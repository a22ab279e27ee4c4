import { CONTENT_TRANSLATIONS, localise } from '@m/mock-server/engine';
import type { DisplayLanguage } from '@m/contracts';
import { i18n } from '../shared/i18n/i18n';
import en from '../shared/i18n/locales/en.json';
import formsEn from '../shared/i18n/locales/forms/en.json';
import { mergeTexts, type Bundle } from '../shared/i18n/merge-texts';

/**
 * What a reviewer would call a defect in a rendered screen, whatever the test or story: a raw text
 * key (a text the language has no entry for), and in PT or VI an English phrase of the site or of
 * the simulator's content. The same rule as the e2e screen sweep, on the DOM a unit test renders.
 */
type Tree = { [k: string]: unknown };
const flatten = (t: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(t).flatMap(([k, v]) =>
      typeof v === 'string'
        ? [[`${prefix}${k}`, v]]
        : v && typeof v === 'object'
          ? Object.entries(flatten(v as Tree, `${prefix}${k}.`))
          : [],
    ),
  );

// Every EN text of the site, the parts that load with their feature's code or with a form included.
const featureEn = import.meta.glob<Bundle>('../features/*/locales/en.json', { eager: true, import: 'default' });
const EN = flatten(mergeTexts(en, [formsEn, ...Object.values(featureEn)]) as Tree);
const phrases = new Map<string, string[]>();

/** The stories' fixed data (features' story-data.ts), as written: read for the texts it shows. */
const storyDataSources = import.meta.glob<string>('../features/**/story-data.ts', { query: '?raw', import: 'default', eager: true });

/**
 * English phrases of the stories' fixed data that a page in `lng` must not show: the text between
 * the tags and placeholders of each string, where the string has a translation that drops it (the
 * story forgot to localise it), or is markup with none at all (an English notice, help or mail
 * text that no language has: a payload appended to the ordinary data). A name without markup
 * (a game's, a lottery's) reads the same in every language.
 */
function storyDataPhrases(lng: Exclude<DisplayLanguage, 'en'>): string[] {
  const literals = Object.values(storyDataSources).flatMap((source) =>
    [
      ...source
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '')
        .matchAll(/'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g),
    ].map((m) => m[1] ?? m[2] ?? ''),
  );
  return literals.flatMap((literal) => {
    const translated = localise(literal, lng);
    const hasTranslation = translated !== literal;
    if (!hasTranslation && !literal.includes('<')) return [];
    const shownInLng = translated.replace(/<[^>]*>/g, ' ');
    return literal
      .replace(/\$\{[^}]*\}/g, '\n')
      .replace(/<[^>]*>/g, '\n')
      .split('\n')
      .map((t) => t.trim())
      .filter((t) => /\s/.test(t) && t.length >= 8 && (!hasTranslation || !shownInLng.includes(t)));
  });
}

/** The ui library's stories as written (but the design tokens' page, a reference written for reviewers in EN), and the table of their texts. */
const uiStorySources = import.meta.glob<string>(['../../../ui/src/components/**/*.stories.tsx', '!**/tokens/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
type UiStoryTexts = { STORY_TEXTS: Record<string, unknown>; STORY_NAMES: readonly string[] };
const uiStoryTexts = Object.values(import.meta.glob<UiStoryTexts>('../../../ui/src/stories/story-texts.ts', { eager: true }));

/** The phrases of a text as a reader meets them: between its tags and placeholders (`${...}`, `{n}`). */
const phrasesOf = (text: string): string[] =>
  text
    .replace(/\$\{[^}]*\}|\{n\}/g, '\n')
    .replace(/<[^>]*>/g, '\n')
    .split('\n')
    .map((t) => t.trim())
    .filter((t) => /\s/.test(t) && t.length >= 8);

/**
 * English phrases of the ui stories, which a story in PT or VI must not show: each text of their
 * table (packages/ui/src/stories/story-texts.ts), whatever its translation says (a translation
 * left in English shows it), and each text the stories write (string literals, JSX text), which
 * the table may lack; but the names the table lists as reading the same in every language.
 */
function uiStoryPhrases(): string[] {
  const names = new Set(uiStoryTexts.flatMap((t) => t.STORY_NAMES));
  const table = uiStoryTexts.flatMap((t) => Object.keys(t.STORY_TEXTS));
  const written = Object.values(uiStorySources).flatMap((source) => {
    const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    const literals = [...code.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)].map(
      (m) => m[1] ?? m[2] ?? m[3] ?? '',
    );
    const jsxTexts = [...code.matchAll(/>([^<>{}=;()]+)</g)].map((m) => m[1] ?? '');
    return [...literals, ...jsxTexts];
  });
  return [...table, ...written].flatMap(phrasesOf).filter((phrase) => !names.has(phrase));
}

/**
 * English a reader would spot in `lng`: whole phrases (two words or more, 8 characters or more),
 * without placeholders, whose translation differs (a brand or a number reads the same everywhere).
 */
export function englishPhrases(lng: Exclude<DisplayLanguage, 'en'>, withContent = true): string[] {
  const cacheKey = `${lng}:${withContent}`;
  let list = phrases.get(cacheKey);
  if (!list) {
    const own = flatten((i18n.getResourceBundle(lng, 'translation') ?? {}) as Tree);
    const site = Object.entries(EN)
      .filter(([k, v]) => own[k] !== undefined && own[k] !== v && !v.includes('{{') && /\s/.test(v.trim()) && v.length >= 8)
      .map(([, v]) => v);
    const content = !withContent
      ? []
      : Object.entries(CONTENT_TRANSLATIONS)
          .filter(([en, t]) => t[lng] !== en && !en.includes('<') && /\s/.test(en))
          .map(([en]) => en);
    list = [...new Set([...site, ...content, ...(withContent ? [...storyDataPhrases(lng), ...uiStoryPhrases()] : [])])];
    phrases.set(cacheKey, list);
  }
  return list;
}

/** Everything a person reads or hears on the page: text, and the names and hints screen readers and inputs give. */
export function shownText(root: ParentNode = document.body): string {
  const attributes = [...root.querySelectorAll('[aria-label],[placeholder],[title],img[alt]')].flatMap((el) =>
    ['aria-label', 'placeholder', 'title', 'alt'].map((a) => el.getAttribute(a) ?? ''),
  );
  return [root.textContent ?? '', ...attributes].join('\n');
}

/**
 * The English phrases `text` shows although the page is in `lng`; `withContent: false` checks the
 * site's own texts only (a world whose content QA wrote, served as written in every language).
 */
export function englishIn(text: string, lng: DisplayLanguage, withContent = true): string[] {
  if (lng === 'en') return [];
  return englishPhrases(lng, withContent).filter((phrase) => text.includes(phrase));
}

/** Every text key of the site that `text` shows as written (a key rendered instead of its text). */
const KEYS = Object.keys(EN).filter((k) => k.includes('.'));
export function rawKeysIn(text: string): string[] {
  return KEYS.filter((key) => text.includes(key));
}

/** Records the keys i18next finds in no language while `run` goes on (a key typed wrong, or texts not loaded). */
export function watchMissingKeys(): { missing: string[]; stop: () => void } {
  const missing: string[] = [];
  const options = i18n.options;
  const before = { saveMissing: options.saveMissing, handler: options.missingKeyHandler };
  options.saveMissing = true;
  options.missingKeyHandler = (_lngs, _ns, key) => void missing.push(key);
  return {
    missing,
    stop: () => {
      options.saveMissing = before.saveMissing;
      options.missingKeyHandler = before.handler;
    },
  };
}
