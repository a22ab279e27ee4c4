import { composeStories } from '@storybook/react-vite';
import type { DisplayLanguage } from '@m/contracts';
import { readInAt, type ComposedStory, type StoryModule } from './story-harness';

/**
 * Which test renders which story, read from the sources so nothing is kept in sync by hand.
 *
 * An area's `*-stories.test.tsx` takes a whole stories file with `storyCases(<module>, ...)`: it
 * renders each story and asserts what it shows. `all-stories.test.tsx` renders every other
 * stories file. Each story is rendered once, in a language that is not EN: PT and VI in turn
 * down its stories file (`readInAt`).
 *
 * Why once, and not in EN: a screen in PT or VI passes every check a screen in EN passes (its
 * play, its expectations, no text key shown or missing, no spinner left), and adds what only a
 * translated render catches beyond the locale checks (`shared/i18n/locales.test.ts`: the same
 * keys in EN, PT and VI, each translated, the same placeholders): English the screen does not
 * take from the locales (a literal in a component, the simulator's content without its
 * translation) and a key that resolves in no language. Such English shows in PT and in VI alike,
 * so either language finds it, and every stories file is split between the two.
 */

interface Taken {
  testFile: string;
  name: string;
  /** The stories file the name is imported from, if it is. */
  storiesFile: string | undefined;
}

/** `./a/b/c.test.tsx` + `../d/e.stories` -> `./a/d/e.stories.tsx` (the glob's keys). */
function resolveFrom(file: string, specifier: string): string {
  const parts = file.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return `${parts.join('/')}.tsx`;
}

/** Every `storyCases(<name>` call of the test sources but all-stories' (comments left out), with the stories file it takes. */
export function storyCasesCalls(testSources: Record<string, string>): { calls: Taken[]; unparsed: string[] } {
  const calls: Taken[] = [];
  const unparsed: string[] = [];
  for (const [testFile, raw] of Object.entries(testSources)) {
    if (testFile === './all-stories.test.tsx') continue;
    const source = raw.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    const imports = new Map<string, string>();
    for (const [, name, specifier] of source.matchAll(/import\s+\*\s+as\s+([\w$]+)\s+from\s+'([^']+\.stories)'/g)) {
      imports.set(name!, resolveFrom(testFile, specifier!));
    }
    const named = [...source.matchAll(/\bstoryCases\(\s*([\w$]+)\s*,/g)];
    if (named.length !== (source.match(/\bstoryCases\(/g)?.length ?? 0)) unparsed.push(testFile);
    for (const [, name] of named) calls.push({ testFile, name: name!, storiesFile: imports.get(name!) });
  }
  return { calls, unparsed };
}

export interface AppStory {
  file: string;
  name: string;
  Story: ComposedStory;
  /** Whether an area's storyCases test takes its file (and asserts what each story shows). */
  takenByStoryCases: boolean;
  /** The language it is read in (`readInAt`). */
  readIn: Exclude<DisplayLanguage, 'en'>;
}

/**
 * Every story of the app, files in path order and stories in export order, each with the
 * language it is read in: PT and VI in turn down its stories file, as storyCases reads them.
 */
export function appStories(modules: Record<string, StoryModule>, testSources: Record<string, string>): AppStory[] {
  const taken = new Set(storyCasesCalls(testSources).calls.flatMap((c) => (c.storiesFile ? [c.storiesFile] : [])));
  return Object.keys(modules)
    .sort()
    .flatMap((file) =>
      (Object.entries(composeStories(modules[file]!)) as [string, ComposedStory][]).map(([name, Story], index) => ({
        file,
        name,
        Story,
        takenByStoryCases: taken.has(file),
        readIn: readInAt(index),
      })),
    );
}
