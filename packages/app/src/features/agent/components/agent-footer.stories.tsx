import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { useUiStore } from '../../../shared/stores/ui-store';
import { StoryProviders } from '../../../test/story-providers';
import { AgentFooterView } from './agent-footer';

/** The agent footer (G-091): with and without dividends (G-094), the current entry marked, dark. */
const meta = {
  title: 'Agent/Agent footer',
  component: AgentFooterView,
  decorators: [
    (Story) => (
      <StoryProviders path="/m/agent">
        <Story />
      </StoryProviders>
    ),
  ],
  args: { dividendsShown: true, current: 'agent', onNavigate: () => {} },
} satisfies Meta<typeof AgentFooterView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDividends: Story = { name: 'With dividends' };
export const NoDividends: Story = { name: 'No dividends', args: { dividendsShown: false } };
export const OnNotices: Story = { name: 'Notices page open', args: { current: 'memberNotice' } };

function DarkTheme({ children }: { children: ReactNode }) {
  useState(() => useUiStore.getState().setTheme('dark'));
  return <>{children}</>;
}

export const Dark: Story = {
  name: 'Dark',
  decorators: [
    (Story) => (
      <DarkTheme>
        <Story />
      </DarkTheme>
    ),
  ],
};
