import type { Meta } from '@storybook/react-vite';
import { agent, screenMeta, type ScreenStory } from '../../test/screen-story';

/** The agent's register centre, where an agent opens accounts; its states follow. */
const meta = {
  title: 'Agent/Register centre',
  tags: ['screen'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;

export const AgentRegister: ScreenStory = { ...agent('/m/agentRegister'), name: 'Register centre' };
