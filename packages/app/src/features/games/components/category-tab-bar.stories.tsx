import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../../test/story-providers';
import { categoryTabs } from '../game-rules';
import { CategoryTabBar } from './category-tab-bar';

/** The category tab bar of the games lobbies (G-028): the categories the vendor sorting names. */
const meta = {
  title: 'Games/Category tab bar',
  decorators: [(Story) => <StoryProviders path="/m/rng">{<Story />}</StoryProviders>],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

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

/** On /m/rng, Slots current; lottery categories left out. */
export const TabBar: Story = {
  name: 'Slots current',
  render: () => <CategoryTabBar tabs={categoryTabs(sorting)} active="RNG" />,
};

/** An empty sorting list hides the bar: nothing renders. */
export const TabBarHidden: Story = {
  name: 'No category sorted: no bar',
  render: () => (
    <div data-testid="bar">
      <CategoryTabBar tabs={categoryTabs([])} active={null} />
    </div>
  ),
};
