import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StoryProviders } from '../../../test/story-providers';
import { NoticePopupView } from './home-sections';
import { announcements } from './story-data';

/** The notices popup on home (G-010). */
const meta = {
  title: 'Support/Notice popup',
  decorators: [(Story) => <StoryProviders>{<Story />}</StoryProviders>],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoticePopup: Story = {
  name: 'First of three notices',
  render: () => <NoticePopupView items={announcements()} index={0} onNext={fn()} onClose={fn()} />,
};
