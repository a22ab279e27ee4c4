import type { Meta } from '@storybook/react-vite';
import { agent, screenMeta, type ScreenStory } from '../../test/screen-story';

/** The agent's rebates, the team's rebates and the dividends. */
const meta = {
  title: 'Agent/Rebates and dividends',
  tags: ['screen'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;

export const AgentRebates: ScreenStory = { ...agent('/m/member/agent/agentRebeat'), name: 'Agent rebates' };

export const TeamRebates: ScreenStory = { ...agent('/m/member/teamRebate'), name: 'Team rebates' };

export const AgentDividends: ScreenStory = { ...agent('/m/member/agent/agentDivident'), name: 'Dividends' };
