import { type Meta, type StoryObj } from '@storybook/react-vite';
import { inStoryLanguage, localise, storyLanguage } from '../../stories/story-language';
import { darkTheme, mobileFrame } from '../../stories/decorators';
import { BannerSkeleton, CardSkeleton, ListSkeleton, NoticeBarSkeleton, Skeleton, TabBarSkeleton, TileGridSkeleton } from './skeleton';

const meta = {
  title: 'UI/Skeleton',
  tags: ['autodocs'],
  component: Skeleton,
  decorators: [inStoryLanguage, mobileFrame],
  args: { width: 160, height: 20 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = { name: 'Block' };
export const Square: Story = { name: 'Square', args: { width: 120, height: undefined, ratio: '1', radius: 'lg' } };
export const Pill: Story = { name: 'Pill', args: { width: 80, height: 36, radius: 'pill' } };
/** Home while its sections load: banner, category tabs, notice bar, hot games. */
export const HomeSections: Story = {
  name: 'Home sections',
  render: (_args, { globals }) =>
    localise(
      <div style={{ display: 'grid', gap: 8 }}>
        <BannerSkeleton label="Loading" />
        <TabBarSkeleton />
        <NoticeBarSkeleton />
        <TileGridSkeleton count={6} />
      </div>,
      storyLanguage(globals),
    ),
};
export const Card: Story = {
  name: 'Card',
  render: (_args, { globals }) => localise(<CardSkeleton label="Loading" lines={3} blockHeight={120} />, storyLanguage(globals)),
};
export const List: Story = {
  name: 'List',
  render: (_args, { globals }) => localise(<ListSkeleton label="Loading" rows={4} />, storyLanguage(globals)),
};
export const Dark: Story = { ...HomeSections, name: 'Dark', decorators: [darkTheme, mobileFrame] };
