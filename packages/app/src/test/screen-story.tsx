import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryMember, type StoryUser } from '../features/member/testing';
import { translate } from '../shared/i18n/i18n';
import { ROUTE_IDS, routeMeta, routes } from '../shared/paths';
import { AppAt } from './story-providers';
import { animationsSettled, FIRST_SCREEN_TIMEOUT_MS } from './story-waits';

/**
 * A screen of the site as a story: the real app over the simulator's MSW transport, on the
 * story's own world (world id = story id). Each area's screens live in
 * `app/screens/<area>-<screen>.stories.tsx`, titled "<Area>/<Screen>" so that a screen's states
 * (its feature's stories and error stories, same title) sit beside it:
 * docs/decisions/toolkit.md "Storybook organised by area".
 * `parameters.simScenario` names the scenario, so product and QA speak the same names; `user`
 * signs a well-known account in first (a real login call). `screens.test.ts` fails when a route
 * of the paths table has no screen story.
 */

/** Who looks at the screen, as a reviewer picks it: the account each role signs in. */
export const USERS = { guest: undefined, member: 'player01', agent: 'agent001', trial: 'trial' } as const satisfies Record<
  string,
  StoryUser | undefined
>;
export type ScreenUser = keyof typeof USERS;

export interface ScreenProps {
  /** The route shown: a path of the paths table, with its query where the screen needs one. */
  screen: string;
  user?: ScreenUser;
  theme?: 'light' | 'dark';
}

export function Screen({ screen, user = 'guest', theme }: ScreenProps) {
  const site = <AppAt path={screen} theme={theme} />;
  const userName = USERS[user];
  return userName ? <StoryMember userName={userName}>{site}</StoryMember> : site;
}

/** Paths the screen stories open beyond each route's own (a query picks a category or an item). */
const QUERY_SCREENS: Record<string, string> = {
  '/m/help?tag=terms': 'Help: terms',
  '/m/messageDetail?id=1': 'Notice details: notice 1',
  '/m/gameList?gameType=RNG': 'Game list: slots',
  '/m/gameCenter?gameType=SPORTS': 'Game centre: sports',
  '/m/launchGame?playType=ent&gameId=1005&gameGroupId=11&prize_mode=Elott&code=FAST5&pageBack=home': 'Launch game: 5-Minute Lotto',
  '/m/activityDetail?id=1': 'Promotion detail: promotion 1',
  '/m/member/notice?types=A': 'Agent notices: announcements',
};

/** The Screen control: every route by its English title (and the query variants above), not a raw path. */
export const SCREEN_LABELS: Record<string, string> = {
  ...Object.fromEntries(ROUTE_IDS.map((id) => [routes[id].path, `${translate(routes[id].titleKey, { lng: 'en' })} (${routes[id].path})`])),
  ...QUERY_SCREENS,
};

/**
 * What every screen story shares: the component, its controls and the first-screen check. Each
 * file's meta writes out its title, `tags: ['screen']` and `parameters: { layout: 'fullscreen' }`
 * itself, after the spread: Storybook's indexer reads the title and tags from the file's text, not
 * from a spread (the tag puts the screen first in its sidebar entry and in the visual suite), and
 * its build adds the meta's JSDoc as a `parameters` key of the literal, which replaced the
 * spread's parameters (the screens showed padded).
 */
export const screenMeta = {
  component: Screen,
  args: { screen: '/m/home', user: 'guest' },
  argTypes: {
    screen: {
      name: 'Screen',
      description: 'The screen (route) shown',
      options: Object.keys(SCREEN_LABELS),
      control: { type: 'select', labels: SCREEN_LABELS },
    },
    user: {
      name: 'User',
      description: 'Who looks at it: a guest, or signed in as a member (player01), an agent (agent001) or a new trial account',
      options: Object.keys(USERS),
      control: { type: 'radio', labels: { guest: 'Guest', member: 'Member', agent: 'Agent', trial: 'Trial (free play)' } },
    },
    theme: { name: 'Theme', options: ['light', 'dark'], control: { type: 'inline-radio' } },
  },
  // What a visitor sees first on every screen: a popup's dialog once it has slid in (not a frame
  // of its animation), home's navigation, or the page's title in the back header.
  play: async ({ args }) => {
    const page = within(document.body);
    const route = routeMeta(new URL(args.screen, 'http://site').pathname);
    const timeout = FIRST_SCREEN_TIMEOUT_MS;
    if (route.popup) {
      const dialog = await page.findByRole('dialog', {}, { timeout });
      await animationsSettled();
      await expect(dialog).toBeVisible();
    } else if (route.id === 'home' || route.topBanner)
      await expect(await page.findByRole('navigation', { name: translate('menu.footer_nav') }, { timeout })).toBeInTheDocument();
    else await expect(await page.findByRole('heading', { level: 1, name: translate(route.titleKey) }, { timeout })).toBeInTheDocument();
  },
} satisfies Omit<Meta<typeof Screen>, 'title'>;

export type ScreenStory = StoryObj<Meta<typeof Screen>>;

const at =
  (user: ScreenUser) =>
  (screen: string, simScenario?: string): ScreenStory => ({
    args: { screen, user },
    ...(simScenario ? { parameters: { simScenario } } : {}),
  });
export const guest = at('guest');
export const member = at('member');
export const agent = at('agent');
