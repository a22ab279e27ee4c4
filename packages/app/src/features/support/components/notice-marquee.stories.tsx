import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StoryProviders } from '../../../test/story-providers';
import { NoticeMarqueeView } from './home-sections';
import { announcements } from './story-data';

/** Home's notice marquee: unread notices, loading, none. */
const meta = {
  title: 'Support/Notice marquee',
  decorators: [(Story) => <StoryProviders>{<Story />}</StoryProviders>],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const MarqueeUnread: Story = {
  name: 'Unread notices',
  render: () => <NoticeMarqueeView titles={announcements().map((a) => a.title)} unread={3} onOpenList={fn()} onOpenInbox={fn()} />,
};
export const MarqueeLoading: Story = {
  name: 'Loading',
  parameters: { staysBusy: true },
  render: () => <NoticeMarqueeView titles={null} unread={0} onOpenList={fn()} onOpenInbox={fn()} />,
};
export const MarqueeNoData: Story = {
  name: 'No notices',
  render: () => <NoticeMarqueeView titles={[]} unread={0} onOpenList={fn()} onOpenInbox={fn()} />,
};
