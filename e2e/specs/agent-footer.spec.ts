import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// Agent navigation: the agent home's nav targets (G-090) and the agent footer on every agent-area
// route instead of the member footer (G-091; area recorded in docs/decisions/agent.md under G-091).
// Which footer a page shows for an agent or a member, and the footer without dividends (G-094), are
// component tests of the app (packages/app/src/app/agent-footer.test.tsx).
test.use({ timezoneId: 'UTC' });

const agentFooter = (page: Page) => page.getByRole('navigation', { name: 'Agent navigation' });
const memberFooter = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test.describe('G-091: the agent footer', () => {
  test('on /m/agent: home, open account, dividends, agent notices, and no member footer; axe', async ({ page, loginAs, clock, axe }) => {
    await clock.install({ paused: false });
    await loginAs('agent001');
    await page.goto('/m/agent');
    const footer = agentFooter(page);
    await expect(footer.getByRole('link')).toHaveText(['Home', 'Open account', 'Dividends', 'Notices']);
    await expect(footer.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/m/home');
    await expect(footer.getByRole('link', { name: 'Open account' })).toHaveAttribute('href', '/m/agentRegister');
    await expect(footer.getByRole('link', { name: 'Dividends' })).toHaveAttribute('href', '/m/member/agent/agentDivident');
    await expect(footer.getByRole('link', { name: 'Notices' })).toHaveAttribute('href', '/m/member/notice?types=A');
    await expect(memberFooter(page)).toHaveCount(0);
    await axe();
  });

  test('every agent-area page shows the agent footer, never the member footer', async ({ page, loginAs, clock }) => {
    await clock.install({ paused: false });
    await loginAs('agent001');
    for (const path of [
      '/m/agent/team/overview',
      '/m/agent/team/pnl',
      '/m/member/team',
      '/m/teamBetting',
      '/m/member/agent/agentRebeat',
      '/m/member/teamRebate',
      '/m/agentRegister',
      '/m/member/agent/agentDivident',
      '/m/member/notice?types=A',
      '/m/member/agent/getSalaryContract',
    ]) {
      await page.goto(path);
      await expect(agentFooter(page).getByRole('link', { name: 'Open account' }), path).toBeVisible();
      await expect(memberFooter(page), path).toHaveCount(0);
    }
  });

  test('the entries lead to their pages and mark the current one; Home brings the member footer back', async ({ page, loginAs, clock }) => {
    await clock.install({ paused: false });
    await loginAs('agent001');
    await page.goto('/m/agent');
    await agentFooter(page).getByRole('link', { name: 'Notices' }).click();
    await expect(page).toHaveURL(/\/m\/member\/notice\?types=A$/);
    await expect(page.getByRole('button', { name: /Agent commission schedule/ })).toBeVisible();
    await expect(agentFooter(page).getByRole('link', { name: 'Notices' })).toHaveAttribute('aria-current', 'page');
    await agentFooter(page).getByRole('link', { name: 'Open account' }).click();
    await expect(page).toHaveURL(/\/m\/agentRegister$/);
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(agentFooter(page).getByRole('link', { name: 'Open account' })).toHaveAttribute('aria-current', 'page');
    await agentFooter(page).getByRole('link', { name: 'Dividends' }).click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/agentDivident$/);
    await expect(page.getByText('Team profit').first()).toBeVisible();
    await agentFooter(page).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(memberFooter(page).getByRole('link', { name: 'Member', exact: true })).toBeVisible();
    await expect(agentFooter(page)).toHaveCount(0);
  });
});

test.describe('G-090: the agent home nav targets', () => {
  test('ten targets, each to its path, online service included', async ({ page, loginAs, clock }) => {
    await clock.install({ paused: false });
    await loginAs('agent001');
    await page.goto('/m/agent');
    const nav = page.getByRole('navigation', { name: 'Agent menu' });
    const expected: [string, string][] = [
      ['Team overview', '/m/agent/team/overview'],
      ['Account record', '/m/transaction/record?types=A'],
      ['Team management', '/m/member/team'],
      ['Team profit and loss', '/m/agent/team/pnl'],
      ['Team betting', '/m/teamBetting'],
      ['Agent rebate', '/m/member/agent/agentRebeat'],
      ['Team rebate', '/m/member/teamRebate'],
      ['Security centre', '/m/securityCenter'],
      ['Inbox', '/m/webEmail'],
      ['Online service', '/m/customer'],
    ];
    await expect(nav.getByRole('link')).toHaveText(expected.map(([name]) => name));
    expect(await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
      expected.map(([, href]) => href),
    );
    await nav.getByRole('link').nth(3).click();
    await expect(page).toHaveURL(/\/m\/agent\/team\/pnl$/);
    await expect(page.getByRole('table')).toBeVisible();
  });
});
