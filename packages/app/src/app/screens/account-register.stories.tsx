import type { Meta } from '@storybook/react-vite';
import { guest, screenMeta, type ScreenStory } from '../../test/screen-story';

/** The register popup over home (A-042..A-070); its states follow. */
const meta = {
  title: 'Account/Register',
  tags: ['screen'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;

export const Register: ScreenStory = { ...guest('/m/register'), name: 'Register' };
