import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../../test/story-providers';
import { FilterPanel } from './filter-panel';
import { STORY_VENDORS } from './story-data';

/** The filter panel of a games list (G-036). */
const meta = {
  title: 'Games/Filter panel',
  decorators: [(Story) => <StoryProviders path="/m/rng">{<Story />}</StoryProviders>],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const noop = () => {};

/** Slots: manufacturer, game type and minimum bet. */
export const FiltersRng: Story = {
  name: 'Slots',
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

/** The other game types: manufacturer only. */
export const FiltersOther: Story = {
  name: 'Other games',
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
