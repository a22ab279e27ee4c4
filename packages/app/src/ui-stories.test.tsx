import { composeStories, type composeStory } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { englishIn, shownText } from './test/language-check';
import type { StoryModule } from './test/story-harness';
import { classesWithoutRule, fromRepo, storiesFileOf } from './test/story-styles';

type ComposedStory = ReturnType<typeof composeStory>;

/**
 * EVERY story of the ui library (packages/ui) is rendered in PT and in VI, as Storybook's language
 * switch shows it, and must show no English: the same rule as the app's stories (language-check.ts),
 * with the ui stories' own texts (packages/ui/src/stories/story-texts.ts) and any text a story
 * writes that the table lacks. Unlike the app's stories, each is read in both languages: a ui
 * story renders in a few milliseconds and its texts are the story's own table, where a PT or a VI
 * entry may be the one left in English. The design tokens' page is a reference written for
 * reviewers in EN. The ui project's own test renders every story in EN, with axe.
 *
 * Each story is also checked as opened alone: every class it shows is named by a rule of the
 * stylesheets its stories file reaches (test/story-styles.ts, as the app's stories in runStory).
 */
const modules = import.meta.glob<StoryModule>(['../../ui/src/components/**/*.stories.tsx', '!**/tokens/**'], { eager: true });

describe('every ui story in PT and VI shows its texts translated', () => {
  it('finds the stories of the ui components', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(20);
  });

  for (const [file, module] of Object.entries(modules)) {
    describe(file.replace(/^.*\/components\//, ''), () => {
      for (const language of ['pt', 'vi'] as const) {
        const stories = Object.entries(composeStories(module, { initialGlobals: { language } })) as [string, ComposedStory][];
        for (const [name, Story] of stories) {
          it(`${name} in ${language}`, async () => {
            await Story.load();
            const { container } = render(<Story />);
            if (Story.play) await act(() => Story.play?.({ canvasElement: container }));
            // Modals and toasts render into document.body through a portal.
            expect(englishIn(shownText(document.body), language), `${name}: English shown in ${language}`).toEqual([]);
            expect(
              await classesWithoutRule(Story.id),
              `${name} (${fromRepo(storiesFileOf(Story.id))}) opened alone: classes no rule of its stylesheets names`,
            ).toEqual([]);
          });
        }
      }
    });
  }
});
