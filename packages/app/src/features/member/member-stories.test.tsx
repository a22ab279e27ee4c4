import { configure, screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { storyCases } from '../../test/story-harness';
import * as bar from './components/member-bar-view.stories';
import * as pages from './pages/member-pages.stories';

configure({ asyncUtilTimeout: 8_000 });

/** Every member story renders on its own simulator world, plays, settles and shows its state. */
describe('member bar stories', () => {
  storyCases(bar, {
    Shown: () => expect(screen.getByText('1,234.50')).toBeInTheDocument(),
    Hidden: () => expect(screen.getByText('******')).toBeInTheDocument(),
    Refreshing: () => expect(screen.getByText('******')).toHaveAttribute('aria-busy', 'true'),
    NoAvatarAccountName: () => expect(screen.getByText('player01')).toBeInTheDocument(),
    UnknownBalance: () => expect(screen.getByText('******')).toBeInTheDocument(),
  });
});

describe('member page stories', () => {
  const list = (name: string) => screen.findByRole('list', { name });
  storyCases(pages, {
    HomeWithMemberBar: () => screen.findByRole('region', { name: 'Member' }),
    MemberCentreNew: async () =>
      within(await screen.findByRole('navigation', { name: 'Member menu' })).findByRole('link', { name: 'Reward centre' }),
    MemberCentreClassic: async () =>
      within(await screen.findByRole('navigation', { name: 'Member menu' }))
        .getByRole('link', { name: 'Deposit' })
        .closest('[data-template="classic"]') !== null,
    MemberCentreFlagsOff: async () => {
      const nav = await screen.findByRole('navigation', { name: 'Member menu' });
      return (
        within(nav).queryByRole('link', { name: 'Reward centre' }) === null && within(nav).getByRole('link', { name: 'Security centre' })
      );
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
    DarkMemberCentre: async () =>
      (await screen.findByRole('navigation', { name: 'Member menu' })) && document.documentElement.dataset.theme === 'dark',
  });
});
