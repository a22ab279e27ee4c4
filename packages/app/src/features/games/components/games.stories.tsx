import type { Meta, StoryObj } from '@storybook/react-vite';
import { NoData, Spinner } from '@m/ui';
import { translate } from '../../../shared/i18n/i18n';
import { localiseContent } from '../../../test/story-content';
import { StoryProviders } from '../../../test/story-providers';
import { categoryTabs } from '../game-rules';
import '../games.css';
import { BannerCarousel } from './banner-carousel';
import { CategoryTabBar } from './category-tab-bar';
import { FilterPanel } from './filter-panel';
import { GameGrid } from './game-tile';
import { JackpotCounter } from './jackpot-counter';
import { STORY_BANNERS, STORY_GAMES, STORY_VENDORS } from './story-data';
import { VendorStrip } from './vendor-strip';

/** The games area's pieces in each state (G-011, G-028, G-031..G-036, G-041). */
const meta = {
  title: 'Games/Lobby parts',
  decorators: [(Story) => <StoryProviders path="/m/rng">{<Story />}</StoryProviders>],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const noop = () => {};
const sorting = [
  { gameCategory: 'RNG', vendorNames: [] },
  { gameCategory: 'FISH', vendorNames: [] },
  {
    gameCategory: 'SPORTS',
    vendorNames: [
      { vassalage: 'SABA', accountTypeName: 'SPORTS' },
      { vassalage: 'TF', accountTypeName: 'ESPORTS' },
      { vassalage: 'SV388', accountTypeName: 'COCKFIGHT' },
    ],
  },
  { gameCategory: 'LOTT', vendorNames: [] },
];

/** Tiles: Hot tag, New tag, a favourite, and a lottery game without a star. */
export const Tiles: Story = {
  name: 'Tiles',
  render: () => (
    <GameGrid
      games={localiseContent(STORY_GAMES)}
      favouriteIds={['N10003']}
      onPlay={noop}
      onToggleFavourite={noop}
      label={translate('games.results')}
    />
  ),
};

/** The category tab bar on /m/rng (Slots current); lottery categories left out. */
export const TabBar: Story = {
  name: 'Tab bar',
  render: () => <CategoryTabBar tabs={categoryTabs(sorting)} active="RNG" />,
};

/** An empty sorting list hides the bar: nothing renders. */
export const TabBarHidden: Story = {
  name: 'Tab bar hidden',
  render: () => (
    <div data-testid="bar">
      <CategoryTabBar tabs={categoryTabs([])} active={null} />
    </div>
  ),
};

/** The vendor strip, PG chosen. */
export const Vendors: Story = {
  name: 'Vendors',
  render: () => <VendorStrip vendors={STORY_VENDORS} value="PG" onChange={noop} />,
};

/** The filter panel for RNG: manufacturer, game type and minimum bet. */
export const FiltersRng: Story = {
  name: 'Slot filters',
  render: () => (
    <FilterPanel
      vendors={STORY_VENDORS}
      value={{ vassalage: '', gameClassify: 'SC', minBet: '0.5' }}
      showRngFilters
      onChange={noop}
      onClose={noop}
    />
  ),
};

/** The filter panel for other types: manufacturer only. */
export const FiltersOther: Story = {
  name: 'Filters of the other games',
  render: () => (
    <FilterPanel
      vendors={STORY_VENDORS}
      value={{ vassalage: '', gameClassify: '', minBet: '' }}
      showRngFilters={false}
      onChange={noop}
      onClose={noop}
    />
  ),
};

/** The jackpot counter from a fixed start. */
export const Jackpot: Story = {
  name: 'Jackpot',
  render: () => <JackpotCounter start={35_000_000} rand={() => 0} />,
};

/** Three banners: loops (autoplay off in the story). */
export const Banners: Story = {
  name: 'Banners',
  render: () => <BannerCarousel banners={localiseContent(STORY_BANNERS)} onOpen={noop} autoplay={false} />,
};

/** Before the first answer: the banner and the tab bar keep their size as skeletons. */
export const TopBarLoading: Story = {
  name: 'Top bar loading',
  parameters: { staysBusy: true },
  render: () => (
    <>
      <BannerCarousel banners={null} onOpen={noop} autoplay={false} />
      <CategoryTabBar tabs={null} active={null} />
    </>
  ),
};

/** One banner: no loop, no dots. */
export const OneBanner: Story = {
  name: 'One banner',
  render: () => <BannerCarousel banners={localiseContent(STORY_BANNERS.slice(0, 1))} onOpen={noop} autoplay={false} />,
};

/** The empty and loading states of a list. */
export const EmptyAndLoading: Story = {
  name: 'Empty and loading',
  parameters: { staysBusy: true },
  render: () => (
    <>
      <NoData text={translate('games.empty')} />
      <Spinner label={translate('in_please_wait')} />
    </>
  ),
};
