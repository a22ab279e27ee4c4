import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppAt } from '../../../test/story-providers';

/** The lobby screen /m/lott on its own simulator world (`simScenario` picks the scenario). */
const meta = {
  title: 'Lottery/Lottery lobby',
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  args: { path: '/m/lott' },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Default world: every group, the first Vietnam lottery current. */
export const Lobby: Story = { name: 'Lobby' };

/** lottery-draw-imminent: 1-Minute Lotto draws 5 s after the world's start. */
export const DrawImminent: Story = { name: 'Draw imminent', parameters: { simScenario: 'lottery-draw-imminent' } };

/** lottery-all-closed: every countdown '--:--:--', the lobby refreshes every 7 s. */
export const AllClosed: Story = { name: 'All closed', parameters: { simScenario: 'lottery-all-closed' } };

export const Dark: Story = { name: 'Dark', args: { theme: 'dark' } };
