import { createControlClient } from '@m/mock-server/control-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { translate } from '../../../shared/i18n/i18n';
import { AppAt } from '../../../test/story-providers';
import { findErrorToast, FIRST_SCREEN_TIMEOUT_MS } from '../../../test/story-waits';
import { StoryMember } from '../components/story-member';

/**
 * What the reward centre shows when member.claimReward refuses (docs/decisions/front-end.md "Form
 * errors"), as player01 on the story's own world: the reward is claimed on another device (the
 * world's state, through the control API) before the player taps Claim.
 */
const meta = {
  title: 'Member/Reward centre',
  tags: ['error-state'],
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <StoryMember>{<Story />}</StoryMember>],
  args: { path: '/m/rewardCenter' },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const control = createControlClient(window.location.origin);

/** member.claimReward reward.unavailable: the toast with the reward centre's text; the row shows Claimed. */
export const RewardUnavailable: Story = {
  name: 'Reward already claimed',
  parameters: { toasts: 'hold' },
  play: async ({ id }) => {
    const page = within(document.body);
    // Every Claim button of the list (its accessible name carries the reward's title).
    await page.findByRole('list', { name: translate('titles.rewardCenter') }, { timeout: FIRST_SCREEN_TIMEOUT_MS });
    const [button] = page.getAllByRole('button').filter((b) => b.textContent?.trim() === translate('member.rewards.claim'));
    // Claimed on another device: every claimable reward of player01 is claimed in the world.
    const { wallet } = (await control.state(id)) as { wallet: Record<string, { rewards: Array<{ status: string }> }> };
    const rewards = wallet.player01!.rewards.map((r) => (r.status === 'CLAIMABLE' ? { ...r, status: 'CLAIMED' } : r));
    await control.patchState(id, { wallet: { player01: { rewards } } });
    await userEvent.click(button!);
    await expect(await findErrorToast(translate('member.rewards.unavailable'))).toBeInTheDocument();
  },
};
