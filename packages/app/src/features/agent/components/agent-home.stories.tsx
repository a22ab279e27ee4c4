import { WHITELABEL_DEFAULTS } from '@m/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { useUiStore } from '../../../shared/stores/ui-store';
import { StoryProviders } from '../../../test/story-providers';
import { AgentHomeView } from './agent-home-view';

/** Agent home (G-087..G-093): each greeting, loading, quick menu open (the agent footer has its own stories). */
const meta = {
  title: 'Agent/Agent home',
  component: AgentHomeView,
  decorators: [
    (Story) => (
      <StoryProviders path="/m/agent">
        <Story />
      </StoryProviders>
    ),
  ],
  args: {
    name: 'agent001',
    hour: 9,
    balance: 1234.5,
    kpi: {
      status: 'ok',
      data: { teamLoginMemberCount: 7, teamBetMemberCount: 5, teamRegisterMemberCount: 1, teamOnlineCount: 2 },
      failure: null,
      reload: () => {},
    },
    teamSize: 12,
    whitelabel: { ...WHITELABEL_DEFAULTS },
    onNavigate: () => {},
    onInvite: () => {},
  },
} satisfies Meta<typeof AgentHomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Morning: Story = { name: 'Morning' };
export const EarlyAfternoon: Story = { name: 'Early afternoon', args: { hour: 12 } };
export const LateAfternoon: Story = { name: 'Late afternoon', args: { hour: 16 } };
export const Evening: Story = { name: 'Evening', args: { hour: 21 } };
export const Loading: Story = {
  name: 'Loading',
  args: { balance: null, kpi: { status: 'loading', data: null, failure: null, reload: () => {} }, teamSize: null },
  parameters: { staysBusy: true },
};
export const QuickMenuOpen: Story = { name: 'Quick menu open', args: { quickMenuOpen: true } };

function DarkTheme({ children }: { children: ReactNode }) {
  useState(() => useUiStore.getState().setTheme('dark'));
  return <>{children}</>;
}

/** Dark theme through the site's CSS variables. */
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
