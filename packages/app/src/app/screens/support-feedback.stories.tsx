import type { Meta } from '@storybook/react-vite';
import { member, screenMeta, type ScreenStory } from '../../test/screen-story';

/** The feedback form (A-102..); its states follow. */
const meta = {
  title: 'Support/Feedback',
  tags: ['screen'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;

export const Feedback: ScreenStory = { ...member('/m/feedback'), name: 'Feedback' };
