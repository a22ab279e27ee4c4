import { render, screen, within } from '@testing-library/react';
import type { VipBenefitsValue } from '@m/contracts';
import { describe, expect, it } from 'vitest';
import { StoryProviders } from '../../../test/story-providers';
import { BenefitsView } from './benefits-page';

const levels: VipBenefitsValue['levels'] = [
  { level: 0, name: 'Bronze', depositNeeded: 0, benefits: ['vip_daily_bonus'] },
  { level: 1, name: 'Silver', depositNeeded: 1_000, benefits: ['vip_daily_bonus'] },
  { level: 2, name: 'Gold', depositNeeded: 10_000, benefits: ['vip_daily_bonus'] },
];

const show = (totalDeposit: number, current = 0) =>
  render(
    <StoryProviders>
      <BenefitsView value={{ current, totalDeposit, levels }} />
    </StoryProviders>,
  );

/** Level, next threshold, amount still needed and the bar agree (contracts vipStanding). */
describe('VIP benefits page (A-018)', () => {
  it('1,152.85 deposited is Silver, 8,847.15 short of Gold, the bar at 11 %, even when the answer says Bronze', async () => {
    show(1_152.85, 0);
    expect(await screen.findByRole('heading', { name: 'Your level: Silver' })).toBeInTheDocument();
    expect(screen.getByText('Deposit 8,847.15 more to reach Gold')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress to Gold' })).toHaveAttribute('value', '11');
    const silver = screen.getByRole('heading', { name: /^Silver/ }).closest('li')!;
    expect(silver).toHaveAttribute('aria-current', 'true');
    expect(within(silver).getByText('Your level')).toBeInTheDocument();
  });

  it('exactly on a threshold is that level', async () => {
    show(1_000, 1);
    expect(await screen.findByRole('heading', { name: 'Your level: Silver' })).toBeInTheDocument();
    expect(screen.getByText('Deposit 9,000.00 more to reach Gold')).toBeInTheDocument();
  });

  it('the top level shows no bar and no amount', async () => {
    show(12_000, 2);
    expect(await screen.findByRole('heading', { name: 'Your level: Gold' })).toBeInTheDocument();
    expect(screen.getByText('You are at the highest level')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
