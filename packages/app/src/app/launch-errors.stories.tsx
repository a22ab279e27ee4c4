import { VENDOR_CODE } from '@m/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { translate } from '../shared/i18n/i18n';
import { lottLaunchPath } from '../shared/launch/launch-plan';
import { localiseContent } from '../test/story-content';
import { AppAt } from '../test/story-providers';
import { FIRST_SCREEN_TIMEOUT_MS } from '../test/story-waits';
import { StoryMember } from '../features/member/testing';

/**
 * What /m/launchGame shows when lottery.launch refuses (docs/decisions/lottery.md), as player01 on
 * the story's own world, by the simulator's own rules: the 1-Minute Lotto's draw is closed (the
 * lottery-all-closed scenario) when the launch page asks for the game.
 */
const meta = {
  title: 'Games/Launch game',
  tags: ['error-state'],
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <StoryMember>{<Story />}</StoryMember>],
  args: { path: '/m/launchGame' },
  // The launch URL a game list builds, with the lottery's name in the display language: the page's
  // heading is the name a player tapped, never the code.
  render: (args) => (
    <AppAt
      {...args}
      path={
        lottLaunchPath({
          vendorCode: VENDOR_CODE.lott,
          gameCode: 'FAST1',
          gameId: 1001,
          gameGroupId: 10,
          lottoMode: 'Tradition',
          name: localiseContent('1-Minute Lotto'),
        }) ?? args.path
      }
    />
  ),
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** lottery.launch lottery.closed: said once, by the page (no toast): the draw closed; it offers another lottery. */
export const LotteryClosed: Story = {
  name: 'Lottery draw closed',
  parameters: { simScenario: 'lottery-all-closed' },
  play: async () => {
    const page = within(document.body);
    const timeout = FIRST_SCREEN_TIMEOUT_MS;
    await expect(await page.findByText(translate('games.lotteryRefused.closed'), {}, { timeout })).toBeInTheDocument();
    await expect(page.getByRole('button', { name: translate('games.lotteryRefused.chooseAnother') })).toBeInTheDocument();
    await expect(page.queryByText(translate('errors.lottery_closed'))).toBeNull();
    await expect(page.getByRole('heading', { level: 2, name: localiseContent('1-Minute Lotto') })).toBeInTheDocument();
  },
};
