import { configure, screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { translate } from '../../shared/i18n/i18n';
import { localiseContent } from '../../test/story-content';
import { storyCases } from '../../test/story-harness';
import { textPattern } from '../../test/story-waits';
import { formatMoney } from './money';
import * as bar from './components/member-bar-view.stories';
import * as pages from './pages/member-pages.stories';

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

describe('member page stories', () => {
  const list = (name: string) => screen.findByRole('list', { name });
  const memberMenu = () => screen.findByRole('navigation', { name: translate('member.linksLabel') });
  storyCases(pages, {
    HomeWithMemberBar: () => screen.findByRole('region', { name: translate('member.bar.label') }),
    MemberCentreNew: async () => within(await memberMenu()).findByRole('link', { name: translate('member.links.rewardCenter') }),
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
    Settings: () => screen.findByRole('textbox', { name: translate('member.set.nickname') }),
    Other: () => screen.findByRole('link', { name: translate('titles.useragreement') }),
    DepositDetail: () => screen.findByText(translate('member.deposit.payee')),
    DepositClassic: async () =>
      (await screen.findByRole('radio', { name: translate('member.methods.PIX') })) &&
      screen.queryByText(translate('member.deposit.payee')) === null,
    Withdraw: () => screen.findByText(translate('member.withdraw.available')),
    Records: () => list(translate('titles.transactionRecord')),
    RecordsAgent: async () =>
      (await screen.findByRole('tab', { name: translate('member.recordTypes.A') })).getAttribute('aria-selected') === 'true',
    RecordsEmpty: () => screen.findByText(translate('member.record.empty')),
    // With every switch off (TRANSREC3 among them), the records page says the function is not available.
    RecordsOff: async () => expect(await screen.findByText(translate('member.featureOff'))).toBeInTheDocument(),
    BettingRecords: () => list(translate('titles.gameRecord')),
    BettingRecordsEmpty: () => screen.findByText(translate('member.bets.empty')),
    VipBenefits: () => screen.findByText(textPattern(translate('member.vipPage.current'), { start: true })),
    RewardCentre: () => screen.findAllByRole('button', { name: textPattern(translate('member.rewards.claimNamed'), { start: true }) }),
    RewardCentreEmpty: () => screen.findByText(translate('member.rewards.empty')),
    SecurityCentre: () => screen.findByText('pl****@example.com'),
    AgentNotices: () => screen.findByRole('button', { name: textPattern(localiseContent('New commission table')) }),
    AgentNoticesEmpty: () => screen.findByText(translate('member.notices.empty')),
    DarkMemberCentre: async () => (await memberMenu()) && document.documentElement.dataset.theme === 'dark',
  });
});
