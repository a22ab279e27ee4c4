import type { Meta } from '@storybook/react-vite';
import { guest, screenMeta, type ScreenStory } from '../../test/screen-story';

/** Customer service, the app download page, the user agreement and the privacy policy. */
const meta = {
  title: 'Support/Service and legal pages',
  tags: ['screen'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;

export const Customer: ScreenStory = { ...guest('/m/customer'), name: 'Customer service' };

export const AppDownload: ScreenStory = { ...guest('/m/app'), name: 'App download' };

export const UserAgreement: ScreenStory = { ...guest('/m/useragreement'), name: 'User agreement' };

export const Privacy: ScreenStory = { ...guest('/m/privacy'), name: 'Privacy policy' };
