import type { Meta } from '@storybook/react-vite';
import { agent, screenMeta, type ScreenStory } from '../../test/screen-story';

/** The agent's team: overview, profit and loss, members, betting. */
const meta = {
  title: 'Agent/Team reports',
  tags: ['screen'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;

export const TeamOverview: ScreenStory = { ...agent('/m/agent/team/overview'), name: 'Team overview' };

export const TeamPnl: ScreenStory = { ...agent('/m/agent/team/pnl'), name: 'Team profit and loss' };

export const TeamMembers: ScreenStory = { ...agent('/m/member/team'), name: 'Team management' };

export const TeamBetting: ScreenStory = { ...agent('/m/teamBetting'), name: 'Team betting' };
