import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { translate } from '../../../shared/i18n/i18n';
import { AppAt } from '../../../test/story-providers';
import { findErrorToast, FIRST_SCREEN_TIMEOUT_MS } from '../../../test/story-waits';

/**
 * What the lobby's draw history shows when lottery.history answers game.not.found (docs/decisions/
 * lottery.md): a one-shot fault stands for the lottery removed while the lobby showed it (QA
 * PATCHes it to null).
 */
const meta = {
  title: 'Lottery/Draw history',
  tags: ['error-state'],
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  args: { path: '/m/lott' },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** lottery.history game.not.found: the table's toast; in place of the draws, why there are none. */
export const GameNotFound: Story = {
  name: 'Lottery no longer offered',
  parameters: { toasts: 'hold', simFaults: [{ endpoint: 'lottery.history', code: 'game.not.found', times: 1 }] },
  play: async () => {
    const page = within(document.body);
    await userEvent.click(
      await page.findByRole('button', { name: translate('lottery.historyResult') }, { timeout: FIRST_SCREEN_TIMEOUT_MS }),
    );
    await expect(await page.findByText(translate('lottery.history.gone'))).toBeInTheDocument();
    await expect(await findErrorToast(translate('errors.game_not_found'))).toBeInTheDocument();
  },
};
