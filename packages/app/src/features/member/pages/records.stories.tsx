import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppAt } from '../../../test/story-providers';
import { StoryMember } from '../components/story-member';

/** States of the account and betting records, in the whole site, signed in as player01 on the story's own world. */
const meta = {
  title: 'Member/Records',
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <StoryMember>{<Story />}</StoryMember>],
  args: { path: '/m/transaction/record' },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RecordsAgent: Story = { name: 'Account records, agent entries', args: { path: '/m/transaction/record?types=A' } };
/** Scenario wallet-empty. */
export const RecordsEmpty: Story = { name: 'No account records', parameters: { simScenario: 'wallet-empty' } };
/** Scenario all-flags-off (TRANSREC3 off): the page says the function is not available. */
export const RecordsOff: Story = { name: 'Account records turned off', parameters: { simScenario: 'all-flags-off' } };
/** Scenario wallet-empty. */
export const BettingRecordsEmpty: Story = {
  name: 'No betting records',
  args: { path: '/m/gameRecord' },
  parameters: { simScenario: 'wallet-empty' },
};
