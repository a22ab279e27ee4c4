import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { ROUTE_IDS, routeIdOf, routes } from '../shared/paths';
import { SCREEN_LABELS, type ScreenProps } from '../test/screen-story';
import type { ComposedStory, StoryModule } from '../test/story-harness';

/**
 * Screens in Storybook: every route of the paths table has a screen story, under its area
 * (screens/<area>-<screen>.stories.tsx, all-stories.test.tsx renders each one and runs its play,
 * which waits for the route's dialog, navigation or title).
 */
const modules = import.meta.glob<StoryModule>('./screens/*.stories.tsx', { eager: true });
const sources = import.meta.glob<string>('./screens/*.stories.tsx', { query: '?raw', import: 'default', eager: true });
const stories = Object.values(modules).flatMap((m) => Object.values(composeStories(m)) as ComposedStory[]);
const screenOf = (s: ComposedStory) => (s.args as ScreenProps).screen;
const routeOf = (s: ComposedStory) => routeIdOf(new URL(screenOf(s), 'http://site').pathname);

describe('screen stories', () => {
  it('has a story for every route of the paths table', () => {
    const covered = new Set(stories.map(routeOf));
    expect(ROUTE_IDS.filter((id) => !covered.has(id)).map((id) => routes[id].path)).toEqual([]);
  });

  it('names only known routes (an unknown path would quietly show home)', () => {
    expect(stories.filter((s) => routeOf(s) === null).map((s) => s.storyName)).toEqual([]);
  });

  it("offers every story's screen by name in the Screen control, not as a raw path", () => {
    expect(stories.map(screenOf).filter((path) => !SCREEN_LABELS[path])).toEqual([]);
    for (const label of Object.values(SCREEN_LABELS)) expect(label).not.toMatch(/^\/|^titles\./);
  });

  it('titles each screen "<Area>/<Screen>" under one of the areas', () => {
    const areas = ['Account', 'Support', 'Games', 'Lottery', 'Promotions', 'Agent', 'Member', 'Site'];
    for (const [file, m] of Object.entries(modules)) {
      expect(areas, file).toContain(String(m.default.title).split('/')[0]);
      // The tag puts the screen before its states and in the visual suite (e2e/visual/screens.visual.ts).
      expect(m.default.tags, file).toContain('screen');
      // The whole phone, edge to edge, written in the meta's text (screen-story.tsx says why).
      expect(sources[file], file).toContain("parameters: { layout: 'fullscreen' }");
    }
  });
});
