import type { Page } from '@playwright/test';
import { SIM_WORLD_COOKIE } from '@m/contracts';
import { expect, test } from '../support/fixtures';
import { E2E_SIM_URL, E2E_SITE_URL } from '../support/urls';

// docs/qa-guide.md: every example of the guide, run as written. Keep the two in step.
// Failed logins answer 4xx, which Chromium logs.
test.use({ expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 4\d\d/] });

const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Login' });
async function submitLogin(page: Page, username: string, password: string) {
  await loginDialog(page).getByLabel('Username', { exact: true }).fill(username);
  await loginDialog(page).getByLabel('Password', { exact: true }).fill(password);
  await loginDialog(page).getByRole('button', { name: 'Log in' }).click();
}

// --- guide: a scenario per test -------------------------------------------------------------
test.describe('guide: maintenance by scenario', () => {
  test.use({ scenario: 'maintenance' });
  test('the site shows the maintenance page', async ({ page, axe }) => {
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { level: 1, name: 'System maintenance' })).toBeVisible();
    await axe();
  });
});

// --- guide: the next failed login asks for the captcha -------------------------------------
test('guide: the next failed login asks for the captcha', async ({ page, world }) => {
  await world.control.captchaOnNextFailure(world.id, 'player01', true);
  await page.goto('/m/login');
  await submitLogin(page, 'player01', 'wrong-pass');
  await expect(loginDialog(page).getByLabel('Captcha', { exact: true })).toBeVisible();
});

// --- guide: ... or does not, even under captcha-required -----------------------------------
test.describe('guide: captcha-required, but not this time', () => {
  test.use({ scenario: 'captcha-required' });
  test('the next failed login does not ask for the captcha', async ({ page, world }) => {
    await world.control.captchaOnNextFailure(world.id, 'player01', false);
    await page.goto('/m/login');
    await submitLogin(page, 'player01', 'wrong-pass');
    await expect(page.getByText('Wrong username or password.')).toBeVisible();
    await expect(loginDialog(page).getByLabel('Captcha', { exact: true })).toHaveCount(0);
  });
});

// --- guide: what the site sent (journal payloads, secrets masked) ---------------------------
test('guide: the journal shows what the site sent, password masked', async ({ page, world }) => {
  await page.goto('/m/login');
  await submitLogin(page, 'player01', 'wrong-pass');
  await expect(page.getByText('Wrong username or password.')).toBeVisible();
  const [login] = await world.control.journal(world.id, 'auth.login');
  expect(login).toMatchObject({ status: 400, code: 'password.wrong', body: { username: 'player01', password: '***', type: 'username' } });
});

// --- guide: remove an account (null deletes) -------------------------------------------------
test('guide: a deleted account cannot log in', async ({ page, world }) => {
  await world.control.patchState(world.id, { users: { player01: null } });
  await page.goto('/m/login');
  await submitLogin(page, 'player01', 'Test1234');
  // The simulator answers user.not.exist; the login form words it for what to do next.
  await expect(page.getByText('No account has this username. Check it, or sign up.')).toBeVisible();
});

// --- guide: a lottery draws in N seconds ------------------------------------------------------
test('guide: the 1-Minute Lotto draws in 8 s', async ({ page, world, clock }) => {
  await world.control.drawIn(world.id, 'FAST1', 8);
  await clock.install();
  await page.goto('/m/lott', { waitUntil: 'networkidle' });
  await clock.advance(1_000);
  await clock.revealed(page.getByRole('tab', { name: 'Fast Lottery' }));
  await page.getByRole('tab', { name: 'Fast Lottery' }).click();
  const card = page.getByRole('article', { name: '1-Minute Lotto' });
  // The first reading may be a second short (the lobby's round-trip compensation, see lottery.spec.ts).
  await expect(card.getByRole('timer', { name: 'Draw in' })).toHaveText(/^0:00:0[67]$/);
});

// --- guide: a preset SMS code -----------------------------------------------------------------
test('guide: a preset SMS code is the one the simulator accepts', async ({ world }) => {
  const player = (await world.control.peek(world.id)).users.find((u) => u.username === 'player01');
  const code = await world.control.presetSms(world.id, { mobileNum: player?.mobileNum ?? '', code: '246810', purpose: 'login' });
  expect((await world.control.peek(world.id)).sms).toEqual([{ mobileNum: code.mobileNum, code: '246810', expiresAt: code.expiresAt }]);
});

// --- guide: network scenarios -----------------------------------------------------------------
test.describe('guide: flaky network', () => {
  test.use({ scenario: 'flaky-network' });
  test('every 3rd call of the world loses its connection', async ({ request, world }) => {
    const status = () =>
      request.get(`${E2E_SIM_URL}/api/system/status`, { headers: { 'x-sim-world': world.id } }).then(
        (res) => res.status(),
        () => 0,
      );
    expect([await status(), await status(), await status(), await status()]).toEqual([200, 200, 0, 200]);
    expect((await world.control.journal(world.id)).map((e) => e.status)).toEqual([200, 200, 0, 200]);
  });
});

// --- guide: a custom game -----------------------------------------------------------------------
test('guide: a custom hot game of a new vendor leads the slots list', async ({ page, world }) => {
  await world.control.setVendor(world.id, { vassalage: 'QAV', displayName: 'QA Vendor', gameTypes: ['RNG'] });
  await world.control.setGame(world.id, { vassalage: 'QAV', gameName: 'QA Test Slot', isTop: true });
  await page.goto('/m/rng');
  const first = page.getByRole('list', { name: 'Games' }).getByRole('listitem').first();
  await expect(first.getByRole('button', { name: 'Play QA Test Slot' })).toHaveText('HotQA VendorQA Test Slot');
});

// --- guide: a team KPI figure (G-089) -----------------------------------------------------------
test.describe('guide: a team KPI figure', () => {
  test.use({ timezoneId: 'UTC' });
  test('agent001 sees 42 members logged in today', async ({ page, world, clock, loginAs }) => {
    await world.control.setTeamKpi(world.id, { username: 'agent001', date: '2026-01-05', teamLoginMemberCount: 42 });
    await clock.install({ paused: false });
    await loginAs('agent001');
    await page.goto('/m/agent');
    await expect(page.getByRole('region', { name: 'Today' }).getByRole('definition').first()).toHaveText('42');
  });
});

// --- guide: a large world, imported -------------------------------------------------------------
test('guide: an exported world of any size up to 16 MiB imports and opens', async ({ page, context, world, control }) => {
  await world.control.setGame(world.id, { vassalage: 'PG', gameName: 'Replayed Slot' });
  const doc = await world.control.exportWorld(world.id); // ~240 KB: the game catalogue is in the state
  const { id } = await control.importWorld(doc, `bug-${world.id}`);
  await context.addCookies([{ name: SIM_WORLD_COOKIE, value: id, url: E2E_SITE_URL }]); // what ?sim-world=<id> does
  await page.goto('/m/rng');
  await expect(page.getByRole('list', { name: 'Games' }).getByRole('button', { name: 'Play Replayed Slot' })).toBeVisible();
  await control.deleteWorld(id);
});

// --- guide: empty data ------------------------------------------------------------------------
test.describe('guide: empty data', () => {
  test.use({ scenario: 'empty' });
  test('the promotions page shows its empty state', async ({ page }) => {
    await page.goto('/m/activity');
    await expect(page.getByText('No promotions at the moment')).toBeVisible();
  });
});

// --- guide: white-label flags -------------------------------------------------------------------
test.describe('guide: all flags off', () => {
  test.use({ scenario: 'all-flags-off' });
  test('the login offers no social sign-in', async ({ page }) => {
    await page.goto('/m/login');
    await expect(loginDialog(page).getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(loginDialog(page).getByRole('link', { name: 'Continue with Facebook' })).toHaveCount(0);
  });
});

test.describe('guide: all flags on', () => {
  test.use({ scenario: 'all-flags-on' });
  test('the login offers Facebook and the SMS tab', async ({ page }) => {
    await page.goto('/m/login');
    await expect(loginDialog(page).getByRole('link', { name: 'Continue with Facebook' })).toBeVisible();
    await expect(loginDialog(page).getByRole('tab', { name: 'Mobile number' })).toBeVisible();
  });
});

test('guide: one flag off by a state patch', async ({ page, world }) => {
  await page.goto('/m/login');
  await expect(loginDialog(page).getByRole('link', { name: 'Continue with Facebook' })).toBeVisible();
  await world.control.patchState(world.id, { settings: { info: { whitelabel: { FACEBOOKLOGIN3: false } } } });
  await page.goto('/m/login');
  await expect(loginDialog(page).getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(loginDialog(page).getByRole('link', { name: 'Continue with Facebook' })).toHaveCount(0);
});

// --- guide: slow network ------------------------------------------------------------------------
test.describe('guide: slow network', () => {
  test.use({ scenario: 'slow-network' });
  test('the announcements show their loading state, then the list', async ({ page, world }) => {
    await page.goto('/m/notice');
    await expect(page.locator('[aria-busy="true"]').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /Deposit channel update/ })).toBeVisible();
    expect(await world.control.faults(world.id)).toContainEqual(expect.objectContaining({ endpoint: '*', latencyMs: 1500 }));
  });
});
