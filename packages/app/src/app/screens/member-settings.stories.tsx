import type { Meta } from '@storybook/react-vite';
import { guest, member, screenMeta, type ScreenStory } from '../../test/screen-story';

/** Settings, the security centre and the other settings page. */
const meta = {
  title: 'Member/Settings',
  tags: ['screen'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;

export const Settings: ScreenStory = { ...member('/m/set'), name: 'Settings' };

export const SecurityCentre: ScreenStory = { ...member('/m/securityCenter'), name: 'Security centre' };

export const Other: ScreenStory = { ...guest('/m/other'), name: 'More: links to the other pages' };
