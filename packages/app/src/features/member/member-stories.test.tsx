import { composeStories } from '@storybook/react-vite';
import { configure, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useWorld } from '../../test/server';
import * as asyncView from './components/async-view.stories';
import * as bar from './components/member-bar-view.stories';
import * as pages from './pages/member-pages.stories';

configure({ asyncUtilTimeout: 8_000 });

/** Every member story renders and shows its state (pages on their own simulator world). */
describe('member bar stories', () => {
  const stories = composeStories(bar);
  const expectations: Record<keyof typeof stories, () => void> = {
    Shown: () => expect(screen.getByText('1,234.50')).toBeInTheDocument(),
    Hidden: () => expect(screen.getByText('******')).toBeInTheDocument(),
    Refreshing: () => expect(screen.getByText('******')).toHaveAttribute('aria-busy', 'true'),
    NoAvatarAccountName: () => expect(screen.getByText('player01')).toBeInTheDocument(),
    UnknownBalance: () => expect(screen.getByText('******')).toBeInTheDocument(),
  };
  it.each(Object.entries(stories))('%s', (name, Story) => {
    render(<Story />);
    expectations[name as keyof typeof stories]();
  });
});

describe('async view stories', () => {
  const stories = composeStories(asyncView);
  const expectations: Record<keyof typeof stories, () => void> = {
    Loading: () => expect(screen.getByText('Please wait...', { exact: false })).toBeInTheDocument(),
    Failed: () => expect(screen.getByRole('button', { name: /Could not load/ })).toBeInTheDocument(),
    Loaded: () => expect(screen.getByText('Loaded content')).toBeInTheDocument(),
  };
  it.each(Object.entries(stories))('%s', (name, Story) => {
    render(<Story />);
    expectations[name as keyof typeof stories]();
  });
});

describe('member page stories', () => {
  const stories = composeStories(pages);
  const list = (name: string) => screen.findByRole('list', { name });
  const expectations: Record<keyof typeof stories, () => Promise<unknown>> = {
    HomeWithMemberBar: () => screen.findByRole('region', { name: 'Member' }),
    MemberCentreNew: async () => within(await screen.findByRole('navigation', { name: 'Member menu' })).findByRole('link', { name: 'Reward centre' }),
    MemberCentreClassic: async () => within(await screen.findByRole('navigation', { name: 'Member menu' })).getByRole('link', { name: 'Deposit' }).closest('[data-template="classic"]'),
    MemberCentreFlagsOff: async () => {
      const nav = await screen.findByRole('navigation', { name: 'Member menu' });
      return within(nav).queryByRole('link', { name: 'Reward centre' }) === null && within(nav).getByRole('link', { name: 'Security centre' });
    },
    Settings: () => screen.findByRole('textbox', { name: 'Nickname' }),
    Other: () => screen.findByRole('link', { name: 'User agreement' }),
    DepositDetail: () => screen.findByText('Pay to:'),
    DepositClassic: async () => (await screen.findByRole('radio', { name: 'PIX' })) && screen.queryByText('Pay to:') === null,
    Withdraw: () => screen.findByText('Available to withdraw'),
    Records: () => list('Account record'),
    RecordsAgent: async () => (await screen.findByRole('tab', { name: 'Agent' })).getAttribute('aria-selected') === 'true',
    RecordsEmpty: () => screen.findByText('No records in this period'),
    RecordsOff: () => screen.findByText('This function is not available.'),
    BettingRecords: () => list('Betting record'),
    BettingRecordsEmpty: () => screen.findByText('No bets in this period'),
    VipBenefits: () => screen.findByText(/^Your level: /),
    RewardCentre: () => screen.findAllByRole('button', { name: /^Claim / }),
    RewardCentreEmpty: () => screen.findByText('No rewards yet'),
    SecurityCentre: () => screen.findByText('pl****@example.com'),
    AgentNotices: () => screen.findByRole('button', { name: /New commission table/ }),
    AgentNoticesEmpty: () => screen.findByText('No agent notices'),
    DarkMemberCentre: async () => (await screen.findByRole('navigation', { name: 'Member menu' })) && document.documentElement.dataset.theme === 'dark',
  };
  it.each(Object.entries(stories))('%s', async (name, Story) => {
    useWorld((Story.parameters as { simScenario?: string }).simScenario);
    render(<Story />);
    await expect(expectations[name as keyof typeof stories]()).resolves.toBeTruthy();
  }, 20_000);
});
