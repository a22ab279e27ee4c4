import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../../test/story-providers';
import { JackpotCounter } from './jackpot-counter';

/** The jackpot counter of the games lobbies (G-041). */
const meta = {
  title: 'Games/Jackpot counter',
  decorators: [(Story) => <StoryProviders path="/m/rng">{<Story />}</StoryProviders>],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** From a fixed start. */
export const Jackpot: Story = {
  name: 'From a fixed start',
  render: () => <JackpotCounter start={35_000_000} rand={() => 0} />,
};
