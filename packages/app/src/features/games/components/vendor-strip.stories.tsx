import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../../test/story-providers';
import { STORY_VENDORS } from './story-data';
import { VendorStrip } from './vendor-strip';

/** The vendor strip above a games list (G-031). */
const meta = {
  title: 'Games/Vendor strip',
  decorators: [(Story) => <StoryProviders path="/m/rng">{<Story />}</StoryProviders>],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** PG chosen. */
export const Vendors: Story = {
  name: 'One vendor chosen',
  render: () => <VendorStrip vendors={STORY_VENDORS} value="PG" onChange={() => {}} />,
};
