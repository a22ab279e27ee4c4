import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { translate } from '../../shared/i18n/i18n';
import { FIRST_SCREEN_TIMEOUT_MS } from '../../test/story-waits';
import { guest, member, screenMeta, type ScreenStory } from '../../test/screen-story';

/** Home, the lobby of hot games (G§2): as a guest, a member, in dark, on a slow network, with every white-label switch on or off; its states follow. */
const meta = {
  title: 'Games/Home',
  tags: ['screen'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;

export const Home: ScreenStory = { ...guest('/m/home'), name: 'Home' };

export const HomeMember: ScreenStory = { ...member('/m/home'), name: 'Home, signed in' };

export const HomeDark: ScreenStory = { name: 'Home, dark', args: { screen: '/m/home', theme: 'dark' } };

/** slow-network: every answer 1.5 s late; home shows its skeletons until they arrive. */
export const SlowNetwork = {
  name: 'Slow network',
  ...guest('/m/home', 'slow-network'),
  play: async () => {
    await expect(
      await within(document.body).findByRole('navigation', { name: translate('menu.footer_nav') }, { timeout: FIRST_SCREEN_TIMEOUT_MS }),
    ).toBeInTheDocument();
    await expect(document.querySelector('.ui-skeleton, .ui-spinner')).not.toBeNull();
  },
} satisfies ScreenStory;

/** all-flags-on: every white-label switch on. */
export const AllFlagsOn: ScreenStory = { ...member('/m/home', 'all-flags-on'), name: 'Every switch on' };

/** all-flags-off: every white-label switch off. */
export const AllFlagsOff: ScreenStory = { ...member('/m/home', 'all-flags-off'), name: 'Every switch off' };
