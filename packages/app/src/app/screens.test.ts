import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { ROUTE_IDS, routeIdOf, routes } from '../shared/paths';
import * as screens from './screens.stories';

/**
 * Screens in Storybook: every route of the paths table has a story in the Screens
 * section (all-stories.test.tsx renders each one and runs its play, which waits for the route's
 * dialog, navigation or title).
 */
describe('Screens section', () => {
  const stories = Object.values(composeStories(screens));
  const covered = new Set(stories.map((s) => routeIdOf(new URL((s.args as { path: string }).path, 'http://site').pathname)));

  it('has a story for every route of the paths table', () => {
    expect(ROUTE_IDS.filter((id) => !covered.has(id)).map((id) => routes[id].path)).toEqual([]);
  });

  it('names only known routes (an unknown path would quietly show home)', () => {
    expect(
      stories.filter((s) => routeIdOf(new URL((s.args as { path: string }).path, 'http://site').pathname) === null).map((s) => s.storyName),
    ).toEqual([]);
  });
});
