// The toolbar's language for the ui stories (stories only: never exported from the package). The
// stories are written in EN; in PT or VI each text is swapped for its translation (story-texts.ts)
// as the story renders, so EN renders exactly as written.
import { type Decorator } from '@storybook/react-vite';
import { cloneElement, createContext, Fragment, isValidElement, type ReactNode, useContext } from 'react';
import { STORY_TEXTS } from './story-texts';

export const STORY_LANGUAGES = ['en', 'pt', 'vi'] as const;
export type StoryLanguage = (typeof STORY_LANGUAGES)[number];

/** The toolbar's language (the `language` global of the app's Storybook preview); EN without one. */
export const storyLanguage = (globals: Record<string, unknown> | undefined): StoryLanguage =>
  STORY_LANGUAGES.find((l) => l === globals?.language) ?? 'en';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const templates = Object.entries(STORY_TEXTS)
  .filter(([en]) => en.includes('{n}'))
  .map(([en, text]) => ({ pattern: new RegExp(`^${escape(en).replace('\\{n\\}', '(\\d+)')}$`), text }));

/** `en` in `language`: its translation (white space around it kept), or `en` as written when the table has none. */
export function storyText(en: string, language: StoryLanguage): string {
  if (language === 'en') return en;
  const [, before = '', core = '', after = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(en) ?? [];
  const exact = STORY_TEXTS[core];
  if (exact) return before + exact[language] + after;
  for (const { pattern, text } of templates) {
    const number = pattern.exec(core)?.[1];
    if (number !== undefined) return before + text[language].replace('{n}', number) + after;
  }
  return en;
}

/**
 * `value` in `language`: every string in it (args, arrays, plain objects, and the props and
 * children of React elements) through `storyText`. Anything else (functions, numbers) as it is.
 */
export function localise<T>(value: T, language: StoryLanguage): T {
  if (language === 'en') return value;
  if (typeof value === 'string') return storyText(value, language) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => localise(v, language)) as T;
  if (isValidElement<Record<string, unknown>>(value)) {
    const { children, ...props } = value.props;
    // Children passed one by one, as JSX passes them: an array would need keys.
    const kids: unknown[] = children === undefined ? [] : Array.isArray(children) ? children : [children];
    return cloneElement(value, localise(props, language), ...(kids.map((c) => localise(c, language)) as ReactNode[])) as T;
  }
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, localise(v, language)])) as T;
  }
  return value;
}

const LanguageContext = createContext<StoryLanguage>('en');

/** For a story's own component that writes a text itself (a button it adds, a label): `t('EN text')`. */
export function useStoryText(): (en: string) => string {
  const language = useContext(LanguageContext);
  return (en) => storyText(en, language);
}

/**
 * Every ui story's meta has it: the story's args in the toolbar's language, and the language for
 * `useStoryText`. A language switch mounts the story anew, so a story that keeps its args in
 * state (a toast list, an open modal) starts over in the new language.
 */
export const inStoryLanguage: Decorator = (Story, context) => {
  const language = storyLanguage(context.globals);
  return (
    <LanguageContext.Provider value={language}>
      <Fragment key={language}>{Story({ args: localise(context.args, language) })}</Fragment>
    </LanguageContext.Provider>
  );
};
