import type { Meta } from '@storybook/react-vite';
import { agent, screenMeta, type ScreenStory } from '../../test/screen-story';

/** The salary, dividend and hourly contracts; their states follow. */
const meta = {
  title: 'Agent/Contracts',
  tags: ['screen'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;

export const SalaryContract: ScreenStory = {
  ...agent('/m/member/agent/getSalaryContract', 'agent-with-contracts'),
  name: 'Daily salary contract',
};

export const DividendContract: ScreenStory = {
  ...agent('/m/member/agent/getDevidendContract', 'agent-with-contracts'),
  name: 'Dividend contract',
};

export const HourContract: ScreenStory = {
  ...agent('/m/member/agent/getHourContract', 'agent-with-contracts'),
  name: 'Hourly salary contract',
};
