import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useUiStore } from '../../shared/stores/ui-store';
import { renderApp } from '../../test/render-app';
import { addFaults, engine, loginAs, useWorld as makeWorld } from '../../test/server';

configure({ asyncUtilTimeout: 5_000 });

/** player01's reward centre with its first claimable reward, as the list shows it. */
async function openRewards() {
  const id = makeWorld();
  loginAs(id, 'player01');
  renderApp('/m/rewardCenter');
  const list = await screen.findByRole('list', { name: 'Reward centre' });
  const button = (await within(list).findAllByRole('button', { name: /^Claim / }))[0]!;
  const row = button.closest('li')!;
  return { id, list, button, row };
}

const errorToasts = () => useUiStore.getState().toasts.filter((t) => t.kind === 'error');

describe('reward centre claim errors', () => {
  it("member.claimReward reward.unavailable: claimed on another device; the table's toast with the reward centre's text, the row says Claimed, focused", async () => {
    const { id, button, row } = await openRewards();
    const rewards = engine.world(id).state.wallet.player01!.rewards;
    const title = button.getAttribute('aria-label')!.replace(/^Claim /, '');
    rewards.find((r) => r.status === 'CLAIMABLE' && JSON.stringify(r.title).includes(title))!.status = 'CLAIMED';
    await userEvent.click(button);
    expect(
      await screen.findByText(
        'This reward can no longer be claimed: it was claimed on another device or has expired. The list shows its state now.',
      ),
    ).toBeInTheDocument();
    expect(errorToasts().map((t) => t.messageKey)).toEqual(['member.rewards.unavailable']);
    await waitFor(() => expect(within(row).getByText('Claimed')).toHaveFocus());
  });

  it('member.claimReward network failure: the network text; the Claim button stays to press again', async () => {
    const { id, button } = await openRewards();
    await addFaults(id, [{ endpoint: 'member.claimReward', drop: true, times: 1 }]);
    await userEvent.click(button);
    expect(await screen.findByText(/No connection: your request did not reach us/)).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByText('Reward claimed')).toBeInTheDocument();
  });
});
