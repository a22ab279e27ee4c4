import { configure, screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { translate } from '../../shared/i18n/i18n';
import { storyCases } from '../../test/story-harness';
import { formatMoney } from './money';
import * as barOnHome from './components/member-bar-home.stories';
import * as bar from './components/member-bar-view.stories';
import * as deposit from './pages/deposit.stories';
import * as centre from './pages/member-centre.stories';
import * as notices from './pages/member-notices.stories';
import * as records from './pages/records.stories';
import * as rewards from './pages/reward-centre.stories';

configure({ asyncUtilTimeout: 8_000 });

/** Every member story renders on its own simulator world, plays, settles and shows its state. */
describe('member bar stories', () => {
  storyCases(bar, {
    Shown: () => expect(screen.getByText(formatMoney(1234.5))).toBeInTheDocument(),
    Hidden: () => expect(screen.getByText('******')).toBeInTheDocument(),
    Refreshing: () => expect(screen.getByText('******')).toHaveAttribute('aria-busy', 'true'),
    NoAvatarAccountName: () => expect(screen.getByText('player01')).toBeInTheDocument(),
    UnknownBalance: () => expect(screen.getByText('******')).toBeInTheDocument(),
  });
});

describe('member bar on home', () => {
  storyCases(barOnHome, {
    HomeWithMemberBar: () => screen.findByRole('region', { name: translate('member.bar.label') }),
  });
});

// The states of the member screens (their screen stories: app/screens/member-screens-stories.test.tsx).
describe('member page stories', () => {
  const memberMenu = () => screen.findByRole('navigation', { name: translate('member.linksLabel') });
  describe('member centre', () => {
    storyCases(centre, {
      MemberCentreClassic: async () =>
        within(await memberMenu())
          .getByRole('link', { name: translate('member.links.deposit') })
          .closest('[data-template="classic"]') !== null,
      MemberCentreFlagsOff: async () => {
        const nav = await memberMenu();
        return (
          within(nav).queryByRole('link', { name: translate('member.links.rewardCenter') }) === null &&
          within(nav).getByRole('link', { name: translate('member.links.securityCenter') })
        );
      },
      DarkMemberCentre: async () => (await memberMenu()) && document.documentElement.dataset.theme === 'dark',
    });
  });
  describe('deposit', () => {
    storyCases(deposit, {
      DepositClassic: async () =>
        (await screen.findByRole('radio', { name: translate('member.methods.PIX') })) &&
        screen.queryByText(translate('member.deposit.payee')) === null,
    });
  });
  describe('records', () => {
    storyCases(records, {
      RecordsAgent: async () =>
        (await screen.findByRole('tab', { name: translate('member.recordTypes.A') })).getAttribute('aria-selected') === 'true',
      RecordsEmpty: () => screen.findByText(translate('member.record.empty')),
      // With every switch off (TRANSREC3 among them), the records page says the function is not available.
      RecordsOff: async () => expect(await screen.findByText(translate('member.featureOff'))).toBeInTheDocument(),
      BettingRecordsEmpty: () => screen.findByText(translate('member.bets.empty')),
    });
  });
  describe('reward centre', () => {
    storyCases(rewards, {
      RewardCentreEmpty: () => screen.findByText(translate('member.rewards.empty')),
    });
  });
  describe('agent notices', () => {
    storyCases(notices, {
      AgentNoticesEmpty: () => screen.findByText(translate('member.notices.empty')),
    });
  });
});
