import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { AppAt } from '../test/story-providers';
import { AppLoggedInAs } from '../shared/story-session';
import { translate } from '../shared/i18n/i18n';

/** The side menu (G-018..G-022) for a guest, a member, an agent and with every white-label flag off. */
const meta = {
  title: 'Site/Side menu',
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  args: { path: '/m/home' },
  play: async () => {
    await userEvent.click(await within(document.body).findByRole('button', { name: translate('header.menu') }, { timeout: 5000 }));
  },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;
type SessionStory = StoryObj<typeof AppLoggedInAs>;

/** Guest: Login and Register, download, customer service, Telegram. */
export const Guest: Story = { name: 'Guest' };

/** player01 (type 0): every flagged entry, no Agent, VIP label, logout. */
export const Member: SessionStory = { name: 'Signed in as a member', render: () => <AppLoggedInAs username="player01" path="/m/home" /> };

/** agent001 (type 1): the Agent entry too. */
export const Agent: SessionStory = { name: 'Signed in as an agent', render: () => <AppLoggedInAs username="agent001" path="/m/home" /> };

/** Every flag off: no VIP, reward centre, records or inbox. */
export const FlagsOff: SessionStory = {
  name: 'Every switch off',
  parameters: { simScenario: 'all-flags-off' },
  render: () => <AppLoggedInAs username="agent001" path="/m/home" />,
};
