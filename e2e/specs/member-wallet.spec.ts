import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from '../support/fixtures';

// The member pages are a lazy chunk and the machine is shared: the first look at a page may take longer than 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

// ..A-162: a deposit made on one page shows in the balance and the records on the others.

const bar = (page: Page) => page.getByRole('region', { name: 'Member' });

test('member bar: nickname, sumBalance with 2 decimals, stars when hidden, avatar opens the member centre (A-160..A-162); axe', async ({
  page,
  world,
  loginAs,
  axe,
}) => {
  await world.control.patchState(world.id, { users: { player01: { balance: 1234.5, nickname: 'Ana' } } });
  await loginAs('player01');
  await page.goto('/m/home');
  await expect(bar(page).getByText('Ana')).toBeVisible();
  await expect(bar(page).getByTestId('sum-balance')).toHaveText('1,234.50');
  await axe();
  await bar(page).getByRole('button', { name: 'Hide balance' }).click();
  await expect(bar(page).getByTestId('sum-balance')).toHaveText('******');
  await bar(page).getByRole('button', { name: 'Show balance' }).click();
  await expect(bar(page).getByTestId('sum-balance')).toHaveText('1,234.50');
  await bar(page).getByRole('button', { name: 'Open the member centre' }).click();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Member centre' })).toBeVisible();
});

test('a deposit changes the balance on the wallet page, the member bar and the records (A-018); axe', async ({
  page,
  world,
  loginAs,
  clock,
  axe,
}) => {
  await world.control.patchState(world.id, { users: { player01: { balance: 100 } } });
  await loginAs('player01');
  await clock.install({ paused: false });
  await page.goto('/m/voucherCenter');
  await expect(page.getByTestId('page-balance')).toHaveText('100.00');
  const amount = page.getByRole('textbox', { name: 'Amount' });
  await amount.fill('5');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The minimum is 10.00' })).toBeVisible();
  await expect(amount).toBeFocused();
  await page.getByRole('button', { name: '50', exact: true }).click();
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();
  await expect(page.getByTestId('page-balance')).toHaveText('150.00');
  await axe();

  await page.getByRole('link', { name: 'View deposit records' }).click();
  await expect(page).toHaveURL(/\/m\/transaction\/record\?types=D$/);
  await expect(page.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
  const first = page.getByRole('list', { name: 'Account record' }).getByRole('listitem').first();
  await expect(first).toContainText('+50.00');
  await expect(first).toContainText('Balance 150.00');
  await page.getByRole('tab', { name: 'Today' }).click();
  await expect(page.getByRole('list', { name: 'Account record' }).getByRole('listitem').first()).toContainText('+50.00');
  await axe();

  await page.goto('/m/home');
  await expect(bar(page).getByTestId('sum-balance')).toHaveText('150.00');
});

test('withdraw: over the balance is refused on the page; with the password the amount leaves the balance and stays pending (A-018)', async ({
  page,
  world,
  loginAs,
  axe,
}) => {
  await world.control.patchState(world.id, { users: { player01: { balance: 300 } } });
  await loginAs('player01');
  await page.goto('/m/withdraw');
  await page.getByRole('textbox', { name: 'Amount' }).fill('500');
  await page.getByLabel('Login password').fill('Test1234');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The amount is more than your balance' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount' }).fill('120');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('Withdrawal requested')).toBeVisible();
  const wallet = page.locator('dl').first();
  await expect(wallet).toContainText('Available to withdraw180.00');
  await expect(wallet).toContainText('Pending withdrawals120.00');
  await axe();
  await page.goto('/m/transaction/record?types=W');
  await expect(page.getByRole('list', { name: 'Account record' }).getByRole('listitem').first()).toContainText('Pending');
});

test('a claimed reward credits the wallet (REWCEN3, A-018)', async ({ page, world, loginAs, axe }) => {
  await world.control.patchState(world.id, { users: { player01: { balance: 10 } } });
  await loginAs('player01');
  await page.goto('/m/rewardCenter');
  const claim = page.getByRole('button', { name: 'Claim Daily check-in bonus' });
  await expect(claim).toBeVisible();
  await axe();
  await claim.click();
  await expect(page.getByText('Reward claimed')).toBeVisible();
  await expect(claim).toHaveCount(0);
  await page.goto('/m/transaction/record?types=R');
  await expect(page.getByRole('list', { name: 'Account record' }).getByRole('listitem').first()).toContainText('Reward');
});
