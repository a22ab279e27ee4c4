import type { Meta } from '@storybook/react-vite';
import { agent, screenMeta, type ScreenStory } from '../../test/screen-story';

/** The agent home (G§11); its states follow. */
const meta = {
  title: 'Agent/Agent home',
  tags: ['screen'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;

export const AgentHome: ScreenStory = { ...agent('/m/agent'), name: 'Agent home' };

export const AgentHomeWithContracts: ScreenStory = {
  ...agent('/m/agent', 'agent-with-contracts'),
  name: 'Agent home with contracts to sign',
};
