import type { Meta, StoryObj } from '@storybook/react-vite';
import { localiseContent, withLocalisedArgs } from '../../../test/story-content';
import { StoryProviders } from '../../../test/story-providers';
import { LotteryCard } from './lottery-card';
import { LotteryTile } from './lottery-tile';
import { atStoryNow, storyLottery } from './story-data';

/** The lottery card in each state (G-060..G-064), with the server's clock standing at a fixed instant. */
const meta = {
  title: 'Lottery/Lottery card',
  component: LotteryCard,
  decorators: [withLocalisedArgs, (Story) => <StoryProviders path="/m/lott">{<Story />}</StoryProviders>],
  loaders: [atStoryNow],
  args: { lottery: storyLottery(), onPlay: () => {} },
} satisfies Meta<typeof LotteryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On sale, ten tiers GB..G9, 23 h 15 min to the draw. */
export const OnSale: Story = { name: 'On sale' };

/** Under 6 s: red countdown and 'Closing soon'. */
export const NearEnd: Story = {
  name: 'Near end',
  args: {
    lottery: storyLottery({ code: 'FAST1', remark: '1-Minute Lotto', remainTime: 4, lockTime: 5, previousWinningNumber: '3,8,1,0,6' }),
  },
};

/** In the lock before the draw: the card still counts to the draw; the tile's sale countdown is 0:00:00. */
export const Locked: Story = {
  name: 'Locked',
  args: {
    lottery: storyLottery({ code: 'FAST3', remark: '3-Minute Lotto', remainTime: 12, lockTime: 15, previousWinningNumber: '5,5,2,9,4' }),
  },
  render: (args) => (
    <>
      <LotteryCard {...args} />
      <ul className="lott-tiles">
        <LotteryTile lottery={args.lottery} current favourite={false} onSelect={() => {}} onToggleFavourite={() => {}} />
      </ul>
    </>
  ),
};

/** Not on sale: '--:--:--'. */
export const NotOnSale: Story = {
  name: 'Not on sale',
  args: { lottery: storyLottery({ code: 'VN_HUE', remark: 'Thua Thien Hue', isSale: false }) },
};

/** Ten prize tiers (GB, G1..G9). */
export const TenTiers: Story = { name: 'Ten tiers' };

/** One tier of five balls. */
export const OneTier: Story = {
  name: 'One tier',
  args: {
    lottery: storyLottery({ code: 'FAST1', remark: '1-Minute Lotto', remainTime: 42, lockTime: 5, previousWinningNumber: '7,0,3,9,2' }),
  },
};

/** Tiles: highlighted (sale closes within a day), locked (0:00:00), not on sale, favourite. */
export const Tiles: Story = {
  name: 'Tiles',
  render: () => (
    <ul className="lott-tiles">
      <LotteryTile
        lottery={localiseContent(storyLottery({ code: 'FAST1', remark: '1-Minute Lotto', remainTime: 42, lockTime: 5 }))}
        current
        favourite
        onSelect={() => {}}
        onToggleFavourite={() => {}}
      />
      <LotteryTile
        lottery={localiseContent(storyLottery({ code: 'FAST3', remark: '3-Minute Lotto', remainTime: 10, lockTime: 15 }))}
        current={false}
        favourite={false}
        onSelect={() => {}}
        onToggleFavourite={() => {}}
      />
      <LotteryTile
        lottery={localiseContent(storyLottery({ code: 'FAST2', remark: '2-Minute Lotto', isSale: false, remainTime: 600, lockTime: 30 }))}
        current={false}
        favourite={false}
        onSelect={() => {}}
        onToggleFavourite={() => {}}
      />
      <LotteryTile
        lottery={localiseContent(storyLottery({ code: 'VN_HCM', remark: 'Ho Chi Minh', remainTime: 5 * 86_400, lockTime: 900 }))}
        current={false}
        favourite={false}
        onSelect={() => {}}
        onToggleFavourite={() => {}}
      />
    </ul>
  ),
};
