import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppAt } from '../../../test/story-providers';
import { StoryMember } from '../components/story-member';

/** States of the deposit centre, in the whole site, signed in as player01 on the story's own world. */
const meta = {
  title: 'Member/Deposit',
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <StoryMember>{<Story />}</StoryMember>],
  args: { path: '/m/voucherCenter' },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scenario member-classic (dep_func 0): the simple form, a payment method to pick and no payee details. */
export const DepositClassic: Story = { name: 'Simple form', parameters: { simScenario: 'member-classic' } };
