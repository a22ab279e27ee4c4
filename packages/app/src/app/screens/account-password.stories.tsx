import type { Meta } from '@storybook/react-vite';
import { guest, member, screenMeta, type ScreenStory } from '../../test/screen-story';

/** Forgot password and change password (A-071..A-092); their states follow. */
const meta = {
  title: 'Account/Password',
  tags: ['screen'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;

export const Forget: ScreenStory = { ...guest('/m/forget'), name: 'Forgot password' };

export const ChangePassword: ScreenStory = { ...member('/m/changePsw'), name: 'Change password' };
