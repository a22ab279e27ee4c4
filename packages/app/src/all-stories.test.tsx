import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { runStory, type ComposedStory, type StoryModule } from './test/story-harness';

/**
 * EVERY exported story of every `*.stories.tsx` of the app is rendered, on its own simulator
 * world, with its `play` run, and must settle without an error (src/test/story-harness.tsx): a
 * story that throws while rendering, loading its data or in `play` fails CI. A story rendered
 * here must have a `play` that asserts what it shows. Stories files are
 * found by glob, so a new one is covered without editing this file.
 *
 * An area's `*-stories.test.tsx` that takes a whole stories file with `storyCases(<module>, ...)`
 * runs these same checks plus what each story must SHOW, so that file is not rendered again here.
 * Which files those are is read from the test sources (the `storyCases(<name>` calls and the
 * `import * as <name> from '<path>.stories'` they name): nothing to keep in sync by hand.
 */
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });
const testSources = import.meta.glob<string>('./**/*.test.tsx', { query: '?raw', import: 'default', eager: true });

/** `./a/b/c.test.tsx` + `../d/e.stories` -> `./a/d/e.stories.tsx` (the glob's keys). */
function resolveFrom(file: string, specifier: string): string {
  const parts = file.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return `${parts.join('/')}.tsx`;
}

interface Taken {
  testFile: string;
  name: string;
  /** The stories file the name is imported from, if it is. */
  storiesFile: string | undefined;
}

/** Every `storyCases(<name>` call of the other test files (comments left out), with the stories file it takes. */
function storyCasesCalls(): { calls: Taken[]; unparsed: string[] } {
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

const { calls, unparsed } = storyCasesCalls();
const takenByTests = new Set(calls.flatMap((c) => (c.storiesFile ? [c.storiesFile] : [])));
const renderedHere = Object.keys(modules).filter((file) => !takenByTests.has(file));

describe('every app story renders, loads and plays without an error', () => {
  it('finds the stories files of the app', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(8);
  });

  it('leaves out only stories files that a storyCases test takes whole', () => {
    expect(unparsed, 'storyCases calls whose module name this file cannot read').toEqual([]);
    for (const call of calls) {
      expect(call.storiesFile, `${call.testFile}: storyCases(${call.name}) takes a module imported from a *.stories file`).toBeDefined();
      expect(Object.keys(modules), `${call.testFile}: storyCases(${call.name})`).toContain(call.storiesFile);
    }
  });

  it('renders each stories file once: no two storyCases tests take the same file', () => {
    const takers = new Map<string, string[]>();
    for (const call of calls) if (call.storiesFile) takers.set(call.storiesFile, [...(takers.get(call.storiesFile) ?? []), call.testFile]);
    for (const [file, tests] of takers) expect(tests, `${file} is taken by`).toHaveLength(1);
    // The stories of the whole site (screens.stories.tsx) have no area test: they stay here.
    expect(renderedHere).toContain('./app/screens.stories.tsx');
  });

  for (const file of renderedHere) {
    describe(file.replace(/^\.\//, ''), () => {
      for (const [name, Story] of Object.entries(composeStories(modules[file]!)) as [string, ComposedStory][]) {
        it(name, async () => {
          // What it shows is asserted by its play (its own or the file's, e.g. every screen's
          // dialog, navigation or page title); a file without storyCases must have one.
          expect(Story.play, `${name} asserts what it shows: a play function`).toEqual(expect.any(Function));
          const { settle } = await runStory(Story);
          await settle();
        });
      }
    });
  }
});
