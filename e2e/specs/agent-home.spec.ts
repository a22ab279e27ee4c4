import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// Agent home /m/agent and its pages: G-086..G-100. Times are UTC in the browser, like the world clock.
test.use({ timezoneId: 'UTC' });

const prompt = (page: Page) => page.getByRole('dialog', { name: 'Contract to sign' });

test.describe('access (G-086)', () => {
  for (const username of ['player01', 'member40']) {
    test(`${username} is sent to /m/home`, async ({ page, loginAs }) => {
      await loginAs(username);
      await page.goto('/m/agent');
      await expect(page).toHaveURL(/\/m\/home$/);
    });
  }

  test('a visitor is sent to /m/home', async ({ page }) => {
    await page.goto('/m/agent/team/pnl');
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});

test.describe('agent home (G-087..G-095)', () => {
  test('greeting, balance, shortcuts, today counters, nav, footer and quick menu', async ({ page, loginAs, clock, axe }) => {
    await clock.install({ paused: false });
    await loginAs('agent001');
    await page.goto('/m/agent');
    // World clock 12:00 UTC: early afternoon.
    await expect(page.getByRole('heading', { name: 'Good afternoon, agent001' })).toBeVisible();
    await expect(page.getByText('Total balance')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Withdraw' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Deposit' })).toBeVisible();
    for (const label of ['Logged in', 'Placed bets', 'Registered', 'Online'])
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByText('Team members', { exact: true })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Agent menu' });
    await expect(nav.getByRole('link')).toHaveCount(10);
    await expect(nav.getByRole('link', { name: 'Account record' })).toHaveAttribute('href', '/m/transaction/record?types=A');
    const footer = page.getByRole('navigation', { name: 'Agent navigation' });
    await expect(footer.getByRole('link')).toHaveText(['Home', 'Open account', 'Dividends', 'Notices']);
    await expect(footer.getByRole('link', { name: 'Notices' })).toHaveAttribute('href', '/m/member/notice?types=A');
    await axe();

    // Quick menu: the mask closes it; a choice navigates and closes it.
    await page.getByRole('button', { name: 'Quick menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Quick menu' });
    for (const entry of [
      'Team overview',
      'Register centre',
      'Team profit and loss',
      'Team management',
      'Team betting',
      'Transaction record',
      'Transfer',
    ]) {
      await expect(menu.getByRole('button', { name: entry })).toBeVisible();
    }
    await page.getByTestId('modal-mask').click({ position: { x: 5, y: 5 } });
    await expect(menu).toHaveCount(0);
    await page.getByRole('button', { name: 'Quick menu' }).click();
    await page.getByRole('dialog', { name: 'Quick menu' }).getByRole('button', { name: 'Team profit and loss' }).click();
    await expect(page).toHaveURL(/\/m\/agent\/team\/pnl$/);
    await expect(page.getByRole('dialog', { name: 'Quick menu' })).toHaveCount(0);
    await expect(page.getByRole('table')).toBeVisible();
  });

  test('G-092: quick-menu entries follow their switches', async ({ page, loginAs, world }) => {
    await world.control.patchState(world.id, { settings: { info: { whitelabel: { AGEPAG: false, DOWNMAN: false, TRANSREC3: false } } } });
    await loginAs('agent001');
    await page.goto('/m/agent');
    await page.getByRole('button', { name: 'Quick menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Quick menu' });
    await expect(menu.getByRole('button', { name: 'Register centre' })).toBeVisible();
    for (const gone of ['Team overview', 'Team management', 'Transfer', 'Transaction record'])
      await expect(menu.getByRole('button', { name: gone })).toHaveCount(0);
  });

  test('G-088: the greeting follows the clock', async ({ page, loginAs, clock }) => {
    // The page clock runs from the world's instant (a paused clock would hold the page's own
    // timers once its calls answer late on a busy machine); advance() moves both clocks by hours.
    await clock.install({ paused: false });
    await loginAs('agent002');
    await page.goto('/m/agent');
    await expect(page.getByRole('heading', { name: 'Good afternoon, agent002' })).toBeVisible();
    await clock.advance(3 * 3_600_000);
    await expect(page.getByRole('heading', { name: 'Good late afternoon, agent002' })).toBeVisible();
    await clock.advance(4 * 3_600_000);
    await expect(page.getByRole('heading', { name: 'Good evening, agent002' })).toBeVisible();
  });

  test('every agent page shows simulator data', async ({ page, loginAs, clock }) => {
    // The pages ask for the browser's local days: the page clock runs from the world's instant.
    await clock.install({ paused: false });
    await loginAs('agent001');
    for (const [path, text] of [
      ['/m/agent/team/overview', 'Team size: 12'],
      ['/m/member/team', 'agent001m01'],
      ['/m/teamBetting', 'Load more'],
      ['/m/member/agent/agentRebeat', 'Total'],
      ['/m/member/teamRebate', '0.50%'],
      ['/m/member/agent/agentDivident', 'Team profit'],
      ['/m/member/agent/getSalaryContract', 'Signed on'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByText(text).first()).toBeVisible();
    }
    await page.goto('/m/agentRegister');
    await page.getByLabel('Username').fill('teamnew01');
    await page.getByLabel('Password').fill('Abcd1234');
    await page.getByRole('button', { name: 'Open account' }).click();
    await expect(page.getByText('Account teamnew01 opened')).toBeVisible();
    await page.goto('/m/member/team');
    await expect(page.getByRole('cell', { name: 'teamnew01' })).toBeVisible();
  });
});

test.describe('contract prompts (G-096..G-102)', () => {
  test.use({ scenario: 'agent-with-contracts' });

  // G-096: the check never runs without a session, so a visitor's home does not load its code.
  test("a visitor's home loads none of the prompts' code", async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.goto('/m/home');
    await expect(page.getByRole('navigation', { name: 'Game categories' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked.filter((p) => /contract-prompts/.test(p))).toEqual([]);
    expect(asked.some((p) => /home-sections/.test(p))).toBe(true);
  });

  test('agent001 sees the three prompts in order; Cancel stays, Go opens each page; signing clears its prompt', async ({
    page,
    loginAs,
    axe,
  }) => {
    await loginAs('agent001');
    await page.goto('/m/agent');
    await expect(prompt(page)).toContainText('daily salary contract');
    await axe();
    await prompt(page).getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);
    await expect(page.getByText('Offered: Daily plan A')).toBeVisible();

    await page.goto('/m/agent');
    await prompt(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/m\/agent$/);
    await expect(prompt(page)).toContainText('dividend contract');
    await prompt(page).getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getDevidendContract$/);

    await page.goto('/m/agent');
    await prompt(page).getByRole('button', { name: 'Cancel' }).click();
    await prompt(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(prompt(page)).toContainText('hourly salary contract');
    await prompt(page).getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getHourContract$/);
    await page.getByRole('button', { name: 'Sign contract' }).click();
    await expect(page.getByText('Contract signed')).toBeVisible();

    // The hourly prompt is gone; the other two remain.
    await page.goto('/m/agent');
    await expect(prompt(page)).toContainText('daily salary contract');
    await prompt(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(prompt(page)).toContainText('dividend contract');
    await prompt(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(prompt(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /agent001/ })).toBeVisible();
  });

  test('agent041 (type 41) is never prompted, though contracts are offered', async ({ page, loginAs }) => {
    const checks: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/agent/contract/')) checks.push(r.url());
    });
    await loginAs('agent041');
    await page.goto('/m/agent');
    await expect(page.getByText('Total balance')).toBeVisible();
    await expect(page.getByText('Logged in', { exact: true })).toBeVisible();
    await expect(prompt(page)).toHaveCount(0);
    expect(checks, 'no contract check for type 41').toEqual([]);
  });

  // That player01 and member40 are not prompted on /m/home is a component test of the app
  // (packages/app/src/features/agent/components/agent-home.test.tsx).
  test('on /m/home too: agent001 is prompted, and Go opens the contract (G-096, G-100)', async ({ page, loginAs }) => {
    await loginAs('agent001');
    await page.goto('/m/home');
    await expect(prompt(page)).toContainText('daily salary contract');
    await prompt(page).getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);
  });
});
