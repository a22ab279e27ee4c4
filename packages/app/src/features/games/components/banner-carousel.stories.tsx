import type { Meta, StoryObj } from '@storybook/react-vite';
import { localiseContent } from '../../../test/story-content';
import { StoryProviders } from '../../../test/story-providers';
import { BannerCarousel } from './banner-carousel';
import { CategoryTabBar } from './category-tab-bar';
import { STORY_BANNERS } from './story-data';

/** The banners at the top of home and the games lobbies (G-011, G-027). */
const meta = {
  title: 'Games/Banners',
  decorators: [(Story) => <StoryProviders path="/m/rng">{<Story />}</StoryProviders>],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const noop = () => {};

/** Three banners: loops (autoplay off in the story). */
export const Banners: Story = {
  name: 'Three, looping',
  render: () => <BannerCarousel banners={localiseContent(STORY_BANNERS)} onOpen={noop} autoplay={false} />,
};

/** One banner: no loop, no dots. */
export const OneBanner: Story = {
  name: 'One',
  render: () => <BannerCarousel banners={localiseContent(STORY_BANNERS.slice(0, 1))} onOpen={noop} autoplay={false} />,
};

/** Before the first answer: the banner and the tab bar below it keep their size as skeletons. */
export const TopBarLoading: Story = {
  name: 'Before the first answer',
  parameters: { staysBusy: true },
  render: () => (
    <>
      <BannerCarousel banners={null} onOpen={noop} autoplay={false} />
      <CategoryTabBar tabs={null} active={null} />
    </>
  ),
};
