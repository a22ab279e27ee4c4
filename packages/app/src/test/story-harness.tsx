import { composeStories, type composeStory } from '@storybook/react-vite';
import { act, render, waitFor } from '@testing-library/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { expect, it, vi } from 'vitest';
// useWorld is no React hook (it makes a simulator world); named so, the hooks lint would flag runStory.
import type { DisplayLanguage } from '@m/contracts';
import type { Fault } from '@m/mock-server/control-client';
import { LOADING_TOAST_MS } from '@m/ui';
import { applyToastHold } from '../../.storybook/story-setup';
import { changeLanguage } from '../shared/i18n/i18n';
import { useUiStore } from '../shared/stores/ui-store';
import { englishIn, rawKeysIn, shownText, watchMissingKeys } from './language-check';
import { engine, releaseLatency, useWorld as makeWorld } from './server';
import { forgetRenderedParts, renderedParts } from './preloaded-lazy';
import { HomeUnderPopups } from './story-providers';
import { classesWithoutRule, fromRepo, storiesFileOf } from './story-styles';

/**
 * How the app's unit tests render a story, as Storybook would: on its own simulator world (its
 * `simScenario` parameter; the world id starts with the story id, which `play` gets as `id`),
 * with its loaders and its `play` run, inside an error boundary. One difference: a popup route's
 * story renders its popup over the frame without home under it (`HomeUnderPopups`). `all-stories.test.tsx` renders
 * the stories files no area test takes; an area's `*-stories.test.tsx` takes a whole stories file
 * with `storyCases`, which adds what each story must SHOW to the same checks.
 *
 * A story that stays busy on purpose (a spinner that never ends, e.g. a slow backend) says so
 * with `parameters: { staysBusy: true }`; every other story must settle (no spinner left).
 *
 * A States story that ends on an error toast shows that error as its state, so it must hold it
 * (`parameters: { toasts: 'hold' }`): a reviewer opens it after the play and would find a normal
 * screen once a toast times out. The States stories and the held ones run on fake timers that
 * follow real time; after the play, time jumps past the longest toast and the error must still show.
 */
export type StoryModule = Parameters<typeof composeStories>[0];
export type ComposedStory = ReturnType<typeof composeStory>;
/**
 * `contentAsWritten`: the world's content is QA's own text, served as written in every language.
 * `toasts: 'hold'`: the story's state is a toast, held on screen (.storybook/story-setup.ts).
 */
type StoryParameters = {
  simScenario?: string;
  simFaults?: Fault[];
  staysBusy?: boolean;
  contentAsWritten?: boolean;
  toasts?: 'hold';
};

/** What an expectation gets: the story's world (e.g. to read its journal). */
export interface StoryContext {
  worldId: string;
}
/**
 * What a story must show, one per story of the module (a story without one fails typecheck). It
 * asserts, or answers a value: `false` fails the story (e.g. `dataset.theme === 'dark'`).
 */
export type StoryExpectations<M extends StoryModule> = Record<StoryName<M>, (context: StoryContext) => unknown>;
/** The names of a module's stories: its exports but the CSF ones (what composeStories answers). */
type StoryName<M extends StoryModule> = Exclude<keyof M, 'default' | '__esModule' | '__namedExportsOrder'> & string;

export interface StoryRun {
  container: HTMLElement;
  worldId: string;
  /**
   * Waits until no spinner or skeleton is left (unless `staysBusy`), then fails on an error the
   * boundary caught, a text key shown or missing, (in PT and VI) an English phrase shown, or a
   * class shown that the stylesheets of the story's own file do not style (story-styles.ts).
   */
  settle: () => Promise<void>;
}

class Catch extends Component<{ onError: (e: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** `<story id>-<n>` with the first n no world of this file has (worlds are dropped when a file starts). */
function freshWorldId(storyId: string): string {
  const taken = new Set(engine.worldIds());
  let n = 1;
  while (taken.has(`${storyId}-${n}`)) n += 1;
  return `${storyId}-${n}`;
}

/**
 * Renders one story on its own world, in `language` as the toolbar would set it: loaders, render
 * in an error boundary, then `play`.
 */
export async function runStory(Story: ComposedStory, language: DisplayLanguage = 'en'): Promise<StoryRun> {
  const parameters = Story.parameters as StoryParameters;
  const worldId = makeWorld(parameters.simScenario, freshWorldId(Story.id), parameters.simFaults);
  const errors: unknown[] = [];
  if (language !== 'en') {
    await changeLanguage(language);
    useUiStore.setState({ language });
  }
  const keys = watchMissingKeys();
  const hold = parameters.toasts === 'hold';
  const stateStory = Story.id.startsWith('states-');
  // Before anything renders, so the toast's own timer is a fake one.
  const timed = hold || stateStory;
  if (timed) vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  await Story.load();
  applyToastHold({ parameters });
  forgetRenderedParts();
  const { container } = render(
    <Catch onError={(e) => errors.push(e)}>
      <HomeUnderPopups.Provider value={false}>
        <Story />
      </HomeUnderPopups.Provider>
    </Catch>,
  );
  // Not inside act(): a play waits for the UI to update (findBy), which act would hold back.
  try {
    await Story.play?.({ canvasElement: container, id: worldId });
    const errorToasts = () => [...document.querySelectorAll('.ui-toast--error')].map((t) => t.textContent ?? '');
    const shownAtEnd = errorToasts();
    if (stateStory && shownAtEnd.length > 0) {
      expect(hold, `${Story.storyName} ends on an error toast (${shownAtEnd.join(', ')}): it holds it, parameters.toasts 'hold'`).toBe(
        true,
      );
    }
    if (timed) {
      act(() => void vi.advanceTimersByTime(LOADING_TOAST_MS + 1));
      expect(errorToasts(), `${Story.storyName} still shows its error once every toast has timed out`).toEqual(shownAtEnd);
      vi.useRealTimers();
    }
  } catch (e) {
    keys.stop();
    throw e;
  }
  const settle = async () => {
    if (!parameters.staysBusy) {
      // A story held busy by a latency fault has been seen busy: its call answers now.
      releaseLatency();
      // A skeleton is a loading state too: a story settles when neither is left.
      await waitFor(
        () =>
          expect(
            document.body.querySelector('.ui-spinner, .ui-skeleton'),
            `${Story.storyName} settles (no spinner or skeleton left)`,
          ).toBeNull(),
        {
          timeout: 4000,
        },
      );
    }
    keys.stop();
    expect(errors.map(String), 'errors caught while rendering').toEqual([]);
    const text = shownText();
    expect([...new Set(keys.missing)], `${Story.storyName}: texts missing in ${language}`).toEqual([]);
    expect(rawKeysIn(text), `${Story.storyName}: text keys shown instead of texts`).toEqual([]);
    expect(englishIn(text, language, !parameters.contentAsWritten), `${Story.storyName}: English shown in ${language}`).toEqual([]);
    // Opened alone in Storybook, the story has only the stylesheets its stories file reaches (story-styles.ts).
    expect(
      await classesWithoutRule(Story.id, await renderedParts()),
      `${Story.storyName} (${fromRepo(storiesFileOf(Story.id))}) opened alone: classes no rule of its stylesheets names`,
    ).toEqual([]);
  };
  return { container, worldId, settle };
}

/**
 * The language a story is read in, by its place in its stories file: PT and VI in turn. Each
 * story is rendered once, in that language (test/story-files.ts says why one is enough).
 */
export const readInAt = (index: number): Exclude<DisplayLanguage, 'en'> => (index % 2 === 0 ? 'pt' : 'vi');

/**
 * One test per story of `module`, inside the caller's describe: runStory in the story's language
 * (`readInAt`), then the story's expectation, then settle. An expectation names what it finds by
 * the texts' keys (`translate`, `textPattern`) and the simulator's content by its EN text
 * (`localiseContent`), as the plays do. all-stories.test.tsx leaves out every stories file taken
 * here (it reads the `storyCases(<module>` calls of the test sources), so call it with the
 * module's `import * as <name> from './x.stories'` name.
 */
export function storyCases<M extends StoryModule>(module: M, expectations: StoryExpectations<M>): void {
  (Object.entries(composeStories(module)) as [StoryName<M>, ComposedStory][]).forEach(([name, Story], index) => {
    const language = readInAt(index);
    it(`${name} in ${language}`, async () => {
      const run = await runStory(Story, language);
      const shown: unknown = await expectations[name]({ worldId: run.worldId });
      expect(shown, `${name} shows its state`).not.toBe(false);
      await run.settle();
    });
  });
}
