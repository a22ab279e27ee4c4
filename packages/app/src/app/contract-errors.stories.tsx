import { routes } from '@m/contracts/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { call } from '../shared/api/client';
import { translate } from '../shared/i18n/i18n';
import { AppAt } from '../test/story-providers';
import { findErrorToast, FIRST_SCREEN_TIMEOUT_MS } from '../test/story-waits';
import { StoryMember } from '../features/member/testing';

/**
 * What a contract page shows when agent.signContract refuses (docs/decisions/front-end.md "Form
 * errors"), as agent001 on the story's own world (agent-with-contracts), by the simulator's own
 * rules: the contract is signed on another device before the agent taps Sign.
 */
const meta = {
  title: 'Agent/Contracts',
  tags: ['error-state'],
  component: AppAt,
  parameters: { layout: 'fullscreen', simScenario: 'agent-with-contracts' },
  decorators: [(Story) => <StoryMember userName="agent001">{<Story />}</StoryMember>],
  args: { path: '/m/member/agent/getSalaryContract' },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** agent.signContract contract.not.offered: the toast with the page's text; the contract shows as signed. */
export const ContractNotOffered: Story = {
  name: 'Contract already signed',
  parameters: { toasts: 'hold' },
  play: async () => {
    const page = within(document.body);
    const sign = await page.findByRole('button', { name: translate('agent.contract.sign') }, { timeout: FIRST_SCREEN_TIMEOUT_MS });
    // Signed on another device first.
    await call(routes.agent.signContract, { body: { kind: 'salary', language: 'en' } }, { quiet: true });
    await userEvent.click(sign);
    await expect(await findErrorToast(translate('agent.contract.notOffered'))).toBeInTheDocument();
  },
};
