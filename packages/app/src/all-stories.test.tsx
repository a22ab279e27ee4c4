import { composeStories, type composeStory } from '@storybook/react-vite';
import { render, waitFor } from '@testing-library/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useWorld } from './test/server';

/**
 * EVERY exported story of every `*.stories.tsx` of the app is rendered here, on its own
 * simulator world (its `simScenario` parameter), with its `play` function run: a story that
 * throws while rendering, while loading its data or in `play` fails CI. Stories files are
 * found by glob, so a new one is covered without editing this file. What each story must SHOW
 * is asserted by the area's own `*-stories.test.tsx` (or by the story's `play`).
 *
 * A story that stays busy on purpose (a spinner that never ends, e.g. a slow backend) says so
 * with `parameters: { staysBusy: true }`; every other story must settle (no spinner left).
 */
type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

let runs = 0;
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

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

describe('every app story renders, loads and plays without an error', () => {
  const entries = Object.entries(modules);

  it('finds the stories files of the app', () => {
    expect(entries.length).toBeGreaterThanOrEqual(8);
  });

  for (const [file, module] of entries) {
    describe(file.replace(/^\.\//, ''), () => {
      for (const [name, Story] of Object.entries(composeStories(module)) as [string, ComposedStory][]) {
        it(name, async () => {
          const parameters = Story.parameters as { simScenario?: string; staysBusy?: boolean };
          // As in Storybook, the world id is the story id (a play function reads its world by it).
          const worldId = useWorld(parameters.simScenario, `${Story.id}-${++runs}`);
          const errors: unknown[] = [];
          await Story.load();
          const { container } = render(
            <Catch onError={(e) => errors.push(e)}>
              <Story />
            </Catch>,
          );
          // Not inside act(): a play waits for the UI to update (findBy), which act would hold back.
          await Story.play?.({ canvasElement: container, id: worldId });
          if (!parameters.staysBusy) {
            await waitFor(() => expect(document.body.querySelector('.ui-spinner'), `${name} settles (no spinner left)`).toBeNull(), {
              timeout: 4000,
            });
          }
          expect(errors.map(String)).toEqual([]);
        });
      }
    });
  }
});
