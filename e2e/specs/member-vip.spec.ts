import { expect, test } from '../support/fixtures';

// /m/member/benefits (A-018, decided): level, next threshold, amount still needed and progress from
// one rule (contracts vipStanding), the one the simulator reports the level by.

test('player01: 1,152.85 deposited is Silver, 8,847.15 short of Gold, the bar at 11 %; the side menu agrees; axe', async ({
  page,
  loginAs,
  axe,
}) => {
  await loginAs('player01');
  await page.goto('/m/member/benefits');
  await expect(page.getByRole('heading', { name: 'Your level: Silver' })).toBeVisible();
  await expect(page.getByText('Total deposits: 1,152.85')).toBeVisible();
  await expect(page.getByText('Deposit 8,847.15 more to reach Gold')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progress to Gold' })).toHaveAttribute('value', '11');
  const silver = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Silver/ }) });
  await expect(silver).toHaveAttribute('aria-current', 'true');
  await expect(silver.getByText('Total deposits from 1,000.00')).toBeVisible();
  await axe();
  // The VIP label of the side menu (member info's clubLabel) follows the same rule.
  await page.goto('/m/home');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByText('VIP Silver', { exact: true })).toBeVisible();
});

test('a deposit on the deposit page that reaches Gold exactly makes player01 Gold, with Platinum next', async ({
  page,
  loginAs,
  clock,
}) => {
  await loginAs('player01');
  await clock.install({ paused: false });
  await page.goto('/m/voucherCenter');
  // Exactly the 8,847.15 that Gold still needs.
  await page.getByRole('textbox', { name: 'Amount' }).fill('8847.15');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();
  await page.goto('/m/member/benefits');
  await expect(page.getByRole('heading', { name: 'Your level: Gold' })).toBeVisible();
  await expect(page.getByText('Total deposits: 10,000.00')).toBeVisible();
  await expect(page.getByText('Deposit 40,000.00 more to reach Platinum')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progress to Platinum' })).toHaveAttribute('value', '20');
});
