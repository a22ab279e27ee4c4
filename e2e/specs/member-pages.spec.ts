import { expect as baseExpect, test } from '../support/fixtures';

// The member pages are a lazy chunk and the machine is shared: the first look at a page may take longer than 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

// every member page opens with real data for a member, sends a guest to
// login (or home for the agents' notices). The pages a switch turns off and a trial account on the
// deposit are component tests of the app (packages/app/src/features/member/member.test.tsx,
// packages/app/src/features/trial/trial-guard.test.tsx).

const PAGES: ReadonlyArray<{ path: string; title: string; shows: string | RegExp }> = [
  { path: '/m/member/home', title: 'Member centre', shows: 'Security centre' },
  { path: '/m/set', title: 'Personal settings', shows: 'Save nickname' },
  { path: '/m/voucherCenter', title: 'Deposit', shows: 'Pay to:' },
  { path: '/m/withdraw', title: 'Withdraw', shows: 'Available to withdraw' },
  { path: '/m/member/benefits', title: 'VIP benefits', shows: /^Your level: / },
  { path: '/m/rewardCenter', title: 'Reward centre', shows: 'Weekly cashback' },
  { path: '/m/transaction/record', title: 'Account record', shows: 'Page 1 of 4' },
  { path: '/m/gameRecord', title: 'Betting record', shows: 'Page 1 of 3' },
  { path: '/m/securityCenter', title: 'Security centre', shows: 'pl****@example.com' },
];

for (const p of PAGES) {
  test(`a member reaches ${p.path} with its data; a guest is sent to login; axe`, async ({ page, loginAs, axe }) => {
    await page.goto(p.path);
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await loginAs('player01');
    await page.goto(p.path);
    await expect(page.getByRole('heading', { level: 1, name: p.title })).toBeVisible();
    await expect(page.getByText(p.shows).first()).toBeVisible();
    await axe();
  });
}

test('/m/other lists the secondary pages, for guests too; axe', async ({ page, axe }) => {
  await page.goto('/m/other');
  await expect(page.getByRole('heading', { level: 1, name: 'Other' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'User agreement' })).toBeVisible();
  await axe();
  await page.getByRole('link', { name: 'Help centre' }).click();
  await expect(page).toHaveURL(/\/m\/help$/);
});

test.describe('classic templates (mem_cen 0, dep_func 0)', () => {
  test.use({ scenario: 'member-classic' });
  test('the member centre is a plain list and the deposit a simple form; axe', async ({ page, loginAs, axe }) => {
    await loginAs('player01');
    await page.goto('/m/member/home');
    const nav = page.getByRole('navigation', { name: 'Member menu' });
    await expect(nav.getByRole('link', { name: 'Deposit' })).toBeVisible();
    await axe();
    await nav.getByRole('link', { name: 'Deposit' }).click();
    await expect(page.getByRole('radio', { name: 'PIX' })).toBeChecked();
    await expect(page.getByText('Pay to:')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Amount' }).fill('20');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByText('Deposit successful')).toBeVisible();
  });
});

test.describe("agents' notices", () => {
  test('/m/member/notice?types=A lists the type-A announcements, one open at a time; a guest goes home; axe', async ({
    page,
    loginAs,
    axe,
  }) => {
    await page.goto('/m/member/notice?types=A');
    await expect(page).toHaveURL(/\/m\/home$/);
    await loginAs('agent001');
    await page.goto('/m/member/notice?types=A');
    const item = page.getByRole('button', { name: /New commission table/ });
    await item.click();
    await expect(item).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('The team commission table is updated from the 1st of next month.')).toBeVisible();
    await axe();
  });
});
