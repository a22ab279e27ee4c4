import { configure, screen, within } from '@testing-library/react';
import { describe } from 'vitest';
import { translate } from '../../shared/i18n/i18n';
import { localiseContent } from '../../test/story-content';
import { storyCases } from '../../test/story-harness';
import { textPattern } from '../../test/story-waits';
import * as centre from './member-centre.stories';
import * as deposit from './member-deposit.stories';
import * as notices from './member-notices.stories';
import * as records from './member-records.stories';
import * as reward from './member-reward.stories';
import * as settings from './member-settings.stories';
import * as vip from './member-vip.stories';
import * as withdraw from './member-withdraw.stories';

configure({ asyncUtilTimeout: 8_000 });

/**
 * The member screens: each screen story plays (its page title) and shows its content. Their
 * states are the member feature's stories (features/member/member-stories.test.tsx).
 */
describe('member screen stories', () => {
  const list = (name: string) => screen.findByRole('list', { name });
  storyCases(centre, {
    MemberCentre: async () =>
      within(await screen.findByRole('navigation', { name: translate('member.linksLabel') })).findByRole('link', {
        name: translate('member.links.rewardCenter'),
      }),
  });
  storyCases(deposit, { Deposit: () => screen.findByText(translate('member.deposit.payee')) });
  storyCases(withdraw, { Withdraw: () => screen.findByText(translate('member.withdraw.available')) });
  storyCases(reward, {
    RewardCentre: () => screen.findAllByRole('button', { name: textPattern(translate('member.rewards.claimNamed'), { start: true }) }),
  });
  storyCases(vip, { VipBenefits: () => screen.findByText(textPattern(translate('member.vipPage.current'), { start: true })) });
  storyCases(records, {
    AccountRecords: () => list(translate('titles.transactionRecord')),
    BettingRecords: () => list(translate('titles.gameRecord')),
  });
  storyCases(settings, {
    Settings: () => screen.findByRole('textbox', { name: translate('member.set.nickname') }),
    SecurityCentre: () => screen.findByText('pl****@example.com'),
    Other: () => screen.findByRole('link', { name: translate('titles.useragreement') }),
  });
  storyCases(notices, { MemberNotices: () => screen.findByRole('button', { name: textPattern(localiseContent('New commission table')) }) });
});
