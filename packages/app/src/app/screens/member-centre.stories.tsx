import type { Meta } from '@storybook/react-vite';
import { member, screenMeta, type ScreenStory } from '../../test/screen-story';

/** The member centre; its states follow. */
const meta = {
  title: 'Member/Member centre',
  tags: ['screen'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;

export const MemberCentre: ScreenStory = { ...member('/m/member/home'), name: 'Member centre' };
