// Renders every story of every ui component and checks it with axe, so a broken or inaccessible
// story fails CI (docs/conventions.md "Every story is rendered in a test"); and every UI component
// has its docs page and follows the toolbar's language.
import { composeStories, type composeStory } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { inStoryLanguage } from './story-language';

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const modules = import.meta.glob<StoryModule>('../components/**/*.stories.tsx', { eager: true });

// happy-dom cannot compute colours, and a lone component is not expected to sit in a landmark.
const axeOptions: axe.RunOptions = {
  rules: { region: { enabled: false }, 'color-contrast': { enabled: false } },
  resultTypes: ['violations'],
};

function describeViolations(violations: axe.Result[]): string {
  return violations.map((v) => `${v.impact}: ${v.id} (${v.help})\n  ${v.nodes.map((n) => n.html).join('\n  ')}`).join('\n');
}

describe('every ui story renders and passes axe', () => {
  const entries = Object.entries(modules);

  it('finds the stories of the ui components', () => {
    expect(entries.length).toBeGreaterThanOrEqual(20);
  });

  it('gives every UI component a docs page and the toolbar language', () => {
    for (const [file, module] of entries) {
      const meta = module.default as { title?: string; tags?: string[]; decorators?: unknown };
      if (!meta.title?.startsWith('UI/')) continue;
      expect(meta.tags ?? [], `${file}: its docs page (tags: ['autodocs'])`).toContain('autodocs');
      expect([meta.decorators].flat(), `${file}: the toolbar's language (decorators: [inStoryLanguage])`).toContain(inStoryLanguage);
    }
  });

  for (const [file, module] of entries) {
    describe(file.replace('../components/', ''), () => {
      const stories = Object.entries(composeStories(module)) as [string, ComposedStory][];
      for (const [name, Story] of stories) {
        it(name, async () => {
          await Story.load();
          const { container } = render(<Story />);
          if (Story.play) {
            await act(() => Story.play?.({ canvasElement: container }));
          }
          // Modals render into document.body through a portal, so check the whole body.
          const results = await axe.run(document.body, axeOptions);
          const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
          expect(
            serious.map((v) => v.id),
            describeViolations(serious),
          ).toEqual([]);
        });
      }
    });
  }
});
