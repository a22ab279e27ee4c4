import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../../test/story-providers';
import { ContractPromptView } from './contract-prompts';

/** Contract prompts (G-097..G-100): one per contract, each with Cancel and Go. */
const meta = {
  title: 'Agent/Contracts',
  component: ContractPromptView,
  decorators: [
    (Story) => (
      <StoryProviders path="/m/agent">
        <Story />
      </StoryProviders>
    ),
  ],
  args: { kind: 'salary', onCancel: () => {}, onGo: () => {} },
} satisfies Meta<typeof ContractPromptView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DailySalary: Story = { name: 'Daily salary' };
export const Dividend: Story = { name: 'Dividend', args: { kind: 'dividend' } };
export const HourlySalary: Story = { name: 'Hourly salary', args: { kind: 'hour' } };
