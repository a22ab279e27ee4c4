import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StoryProviders } from '../../../test/story-providers';
import { HelpView } from './help-page';
import { helpItems } from './story-data';

/** The help topics: a topic open, hostile markup removed, none. */
const meta = {
  title: 'Support/Help topics',
  decorators: [(Story) => <StoryProviders>{<Story />}</StoryProviders>],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const HelpTerms: Story = { name: 'Terms open', render: () => <HelpView items={helpItems()} selectedId={4} onSelect={fn()} /> };
export const HelpHostile: Story = {
  name: 'Hostile markup removed',
  parameters: { contentAsWritten: true },
  render: () => <HelpView items={helpItems({ hostile: true })} selectedId={5} onSelect={fn()} />,
};
export const HelpEmpty: Story = { name: 'No help topics', render: () => <HelpView items={[]} selectedId={null} onSelect={fn()} /> };
