import { describe, expect, it } from 'vitest';
import { appStories, storyCasesCalls } from './test/story-files';
import { runStory, type StoryModule } from './test/story-harness';

/**
 * EVERY exported story of every `*.stories.tsx` of the app is rendered, on its own simulator
 * world, with its `play` run, and must settle without an error (src/test/story-harness.tsx): a
 * story that throws while rendering, loading its data or in `play` fails CI. A story rendered
 * here must have a `play` that asserts what it shows. Stories files are found by glob, so a new
 * one is covered without editing this file.
 *
 * An area's `*-stories.test.tsx` that takes a whole stories file with `storyCases(<module>, ...)`
 * runs these same checks plus what each story must SHOW, so that file is not rendered here. Every
 * story, here and there, is rendered once, in PT or VI in turn down its stories file
 * (test/story-files.ts says why one language is enough): play functions find controls by the
 * active language's text, and the language checks of runStory apply.
 */
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });
const testSources = import.meta.glob<string>('./**/*.test.tsx', { query: '?raw', import: 'default', eager: true });

const { calls, unparsed } = storyCasesCalls(testSources);
const stories = appStories(modules, testSources);
const renderedHere = [...new Set(stories.filter((s) => !s.takenByStoryCases).map((s) => s.file))];

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
    // The screen stories (app/screens/) have no area test: they stay here.
    expect(renderedHere).toContain('./app/screens/games-game-list.stories.tsx');
  });

  it('reads half of every stories file in PT and half in VI', () => {
    for (const file of Object.keys(modules)) {
      const languages = stories.filter((s) => s.file === file).map((s) => s.readIn);
      if (languages.length > 1) expect(new Set(languages), file).toEqual(new Set(['pt', 'vi']));
    }
  });

  for (const file of renderedHere) {
    describe(file.replace(/^\.\//, ''), () => {
      for (const { name, Story, readIn } of stories.filter((s) => s.file === file)) {
        it(`${name} in ${readIn}`, async () => {
          // What it shows is asserted by its play (its own or the file's, e.g. every screen's
          // dialog, navigation or page title); a file without storyCases must have one.
          expect(Story.play, `${name} asserts what it shows: a play function`).toEqual(expect.any(Function));
          const { settle } = await runStory(Story, readIn);
          await settle();
        });
      }
    });
  }
});
