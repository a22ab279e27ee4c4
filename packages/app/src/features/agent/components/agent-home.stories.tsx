import { WHITELABEL_DEFAULTS } from '@m/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { useUiStore } from '../../../shared/stores/ui-store';
import { StoryProviders } from '../../../test/story-providers';
import { AgentHomeView } from './agent-home-view';

/** Agent home (G-087..G-093): each greeting, loading, quick menu open (the agent footer has its own stories). */
const meta = {
  title: 'App/Agent/Home',
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
    kpi: { teamLoginMemberCount: 7, teamBetMemberCount: 5, teamRegisterMemberCount: 1, teamOnlineCount: 2 },
    teamSize: 12,
    whitelabel: { ...WHITELABEL_DEFAULTS },
    onNavigate: () => {},
    onInvite: () => {},
  },
} satisfies Meta<typeof AgentHomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Morning: Story = {};
export const EarlyAfternoon: Story = { args: { hour: 12 } };
export const LateAfternoon: Story = { args: { hour: 16 } };
export const Evening: Story = { args: { hour: 21 } };
export const Loading: Story = { args: { balance: null, kpi: null, teamSize: null }, parameters: { staysBusy: true } };
export const QuickMenuOpen: Story = { args: { quickMenuOpen: true } };

function DarkTheme({ children }: { children: ReactNode }) {
  useState(() => useUiStore.getState().setTheme('dark'));
  return <>{children}</>;
}

/** Dark theme through the site's CSS variables. */
export const Dark: Story = {
  decorators: [
    (Story) => (
      <DarkTheme>
        <Story />
      </DarkTheme>
    ),
  ],
};
