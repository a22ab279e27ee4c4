import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { translate } from '../shared/i18n/i18n';
import { AppAt } from '../test/story-providers';
import { FIRST_SCREEN_TIMEOUT_MS } from '../test/story-waits';
import { StoryMember } from '../features/member/testing';

/**
 * What the register centre shows when agent.register refuses (docs/decisions/front-end.md "Form
 * errors"), as agent001 on the story's own world, by the simulator's own rules: player01 exists.
 */
const meta = {
  title: 'Agent/Register centre',
  tags: ['error-state'],
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <StoryMember userName="agent001">{<Story />}</StoryMember>],
  args: { path: '/m/agentRegister' },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** agent.register username.exists: the register centre's text under the username; both fields kept. */
export const UsernameExists: Story = {
  name: 'Username taken',
  play: async () => {
    const page = within(document.body);
    const name = await page.findByLabelText(translate('agent.register.username'), {}, { timeout: FIRST_SCREEN_TIMEOUT_MS });
    await userEvent.type(name, 'player01');
    await userEvent.type(page.getByLabelText(translate('agent.register.password')), 'Abcd1234');
    await userEvent.click(page.getByRole('button', { name: translate('agent.register.submit') }));
    await expect(await page.findByText(translate('agent.register.username_exists'))).toBeInTheDocument();
    await expect(name).toHaveValue('player01');
  },
};
