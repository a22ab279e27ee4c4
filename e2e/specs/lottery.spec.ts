import type { Page } from '@playwright/test';
import { expect, storeSession, test, type SimClock } from '../support/fixtures';

// Lottery lobby /m/lott: G-056..G-069, G-074..G-076, on the simulator's clock and page.clock together.

const card = (page: Page, name: string) => page.getByRole('article', { name });
const timer = (page: Page, name: string) => card(page, name).getByRole('timer', { name: 'Draw in' });
const balls = (page: Page, name: string) => card(page, name).getByRole('definition').allTextContents();

/**
 * Opens the lobby on a paused page clock at the world's instant, then moves both clocks 1 s:
 * React reveals a lazy route after a 300 ms throttle timer, which only runs when the page clock
 * moves. The first menu call is therefore sent at page 12:00:00.300 and received at 12:00:01, so
 * its round-trip compensation (G-065) takes up to 350 ms off: the first reading may be a second
 * short. Every later refresh fires at the end of an advance() step and reads exact values.
 */
async function openLobby(page: Page, clock: SimClock) {
  await clock.install();
  // The lazy route's chunk must have arrived before the clocks move: React schedules the reveal
  // timer only then, and a paused page clock would never run a timer scheduled after the advance.
  await page.goto('/m/lott', { waitUntil: 'networkidle' });
  await clock.advance(1_000);
  await clock.revealed(page.getByRole('tablist', { name: 'Lottery categories' }));
}

test.describe('countdowns on the clock (G-063..G-068, G-072)', () => {
  test('a countdown runs to its end, is near-end under 6 s, and the next draw rolls over after the refresh', async ({ page, clock }) => {
    await openLobby(page, clock);
    await page.getByRole('tab', { name: 'Fast Lottery' }).click();
    // World 12:00:01: the next 1-Minute Lotto draw is at 12:01:00.
    await expect(timer(page, '1-Minute Lotto')).toHaveText(/^0:00:5[89]$/);
    await expect(card(page, '1-Minute Lotto').getByText('Draw 202601050722')).toBeVisible();
    // No axe here: axe-core waits on timers, which a paused page clock never runs (axe runs in the menu test).
    const before = await balls(page, '1-Minute Lotto');

    // Steps end on the lobby's refreshes (every 30 s at most, G-068), so each refresh reads the
    // simulator at the same instant as the page.
    await clock.advance(30_000);
    await expect(timer(page, '1-Minute Lotto')).toHaveText('0:00:29');
    await clock.advance(22_500);
    await expect(timer(page, '1-Minute Lotto')).toHaveText('0:00:06');
    await expect(card(page, '1-Minute Lotto').getByText('Closing soon')).toHaveCount(0);
    await clock.advance(1_000);
    await expect(timer(page, '1-Minute Lotto')).toHaveText('0:00:05');
    await expect(card(page, '1-Minute Lotto').getByText('Closing soon')).toBeVisible();

    // The draw at 12:01:00: the refresh due then brings the next draw and the rolled-over numbers.
    await clock.advance(5_500);
    await expect(card(page, '1-Minute Lotto').getByText('Draw 202601050723')).toBeVisible();
    await expect(timer(page, '1-Minute Lotto')).toHaveText('0:01:00');
    expect(await balls(page, '1-Minute Lotto')).not.toEqual(before);
    await expect(card(page, '1-Minute Lotto').getByText('Previous draw Mon, 01/05/2026')).toBeVisible();
  });

  test.describe('lottery-draw-imminent', () => {
    test.use({ scenario: 'lottery-draw-imminent' });
    test('a draw 5 s away is marked near-end at once and rolls over when the clock passes it', async ({ page, clock }) => {
      await openLobby(page, clock);
      await page.getByRole('tab', { name: 'Fast Lottery' }).click();
      // The draw is at 12:00:05, the page at 12:00:01.
      await expect(timer(page, '1-Minute Lotto')).toHaveText(/^0:00:0[34]$/);
      await expect(card(page, '1-Minute Lotto').getByText('Closing soon')).toBeVisible();
      const before = await balls(page, '1-Minute Lotto');
      await clock.advance(4_000);
      await expect(timer(page, '1-Minute Lotto')).toHaveText('0:00:10');
      await expect(card(page, '1-Minute Lotto').getByText('Closing soon')).toHaveCount(0);
      expect(await balls(page, '1-Minute Lotto')).not.toEqual(before);
    });
  });

  // One draw not on sale among open ones is a component test of the app
  // (packages/app/src/features/lottery/components/lottery-lobby.test.tsx).
  test.describe('lottery-all-closed', () => {
    test.use({ scenario: 'lottery-all-closed' });
    test("every countdown shows '--:--:--'", async ({ page, clock }) => {
      await openLobby(page, clock);
      await expect(timer(page, 'Mien Bac')).toHaveText('--:--:--');
      await page.getByRole('tab', { name: 'Fast Lottery' }).click();
      await expect(timer(page, '1-Minute Lotto')).toHaveText('--:--:--');
      // Decided (G-063, G-077): no Play on a closed draw, and the card says why.
      const play = page.getByRole('button', { name: 'Play 1-Minute Lotto' });
      await expect(play).toBeDisabled();
      await expect(play).toHaveAccessibleDescription('This lottery is closed for now.');
    });
  });
});

test.describe('lobby menu (G-056..G-058, G-069)', () => {
  test('ALL plus the categories, scroll to the banner bottom, History Result hidden for RB Stock, the GPI vendor list', async ({
    page,
    axe,
  }) => {
    await page.goto('/m/lott');
    const menu = page.getByRole('tablist', { name: 'Lottery categories' });
    await expect(menu.getByRole('tab')).toHaveText(['ALL', 'Vietnam Lottery', 'Fast Lottery', 'RB Stock', 'GPI Lottery']);
    await expect(page.getByRole('tablist', { name: 'Lottery lists' }).getByRole('tab')).toHaveText(['All', 'Hot', 'Favourites', 'Recent']);
    await expect(page.getByRole('button', { name: 'History Result' })).toBeVisible();
    await menu.getByRole('tab', { name: 'RB Stock' }).click();
    await expect(card(page, 'RB Stock 5 Min')).toBeVisible();
    // G-069: the page scrolled so the banner's bottom edge is at the top of the viewport.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect.poll(async () => (await page.getByText('Draws around the clock').boundingBox())?.y ?? 0).toBeLessThan(0);
    await expect(page.getByRole('button', { name: 'History Result' })).toHaveCount(0);
    await menu.getByRole('tab', { name: 'GPI Lottery' }).click();
    await expect(page.getByRole('button', { name: /^Play GPI / })).toHaveCount(5);
    await axe();
  });
});

test.describe('favourites (G§3 LOTTFAV, G§4)', () => {
  test('a guest tapping a star gets the login popup over the lobby (G-053)', async ({ page }) => {
    await page.goto('/m/lott');
    await page.getByRole('button', { name: 'Add Mien Bac to favourites' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/lott$/);
  });

  test('survive a reload for the same user and not for another: LOTTFAV keyed by user name (G-054)', async ({ page, loginAs, world }) => {
    await loginAs('player01');
    await page.goto('/m/lott');
    await page.getByRole('tab', { name: 'Fast Lottery' }).click();
    await page.getByRole('button', { name: 'Add 3-Minute Lotto to favourites' }).click();
    await page.reload();
    await page.getByRole('tab', { name: 'Favourites' }).click();
    const list = page.getByRole('list', { name: 'Favourites' });
    await expect(list.getByRole('button', { name: /^3-Minute Lotto/ })).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);

    // Another member on the same browser: the session record changes, LOTTFAV stays keyed by user.
    const other = await world.control.openSession(world.id, 'nochat01');
    await storeSession(page, {
      token: other.token,
      merchantCode: other.merchantCode,
      userName: other.userName,
      type: other.customerType,
      firstTimeLogin: other.firstTimeLogin,
    });
    await page.reload();
    await page.getByRole('tab', { name: 'Favourites' }).click();
    await expect(page.getByText('No favourite lotteries yet')).toBeVisible();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('LOTTFAV'))) ?? '{}')).toEqual({ player01: [1003] });
  });
});

test.describe('history modal (G-062)', () => {
  test('searches games, lists their draws and loads more history', async ({ page, axe }) => {
    await page.goto('/m/lott');
    await page.getByRole('button', { name: 'History Result' }).click();
    const dialog = page.getByRole('dialog', { name: 'Draw history' });
    await dialog.getByRole('searchbox', { name: 'Search games' }).fill('minh');
    await expect(dialog.getByRole('combobox', { name: 'Game' }).getByRole('option')).toHaveText(['Ho Chi Minh']);
    await expect(dialog.getByRole('row')).toHaveCount(11);
    await dialog.getByRole('button', { name: 'More history' }).click();
    await expect(dialog.getByRole('row')).toHaveCount(21);
    await axe();
  });
});

test.describe('launch (G-074, G-075)', () => {
  // The simulator's fake game page has no favicon: the browser's own 404 line for it is expected.
  test.use({ expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/] });
  test('a member playing a Vietnam lottery lands on the game page the launch call returns', async ({ page, loginAs }) => {
    await loginAs('player01');
    await page.goto('/m/lott');
    await page.getByRole('button', { name: 'Play Mien Bac' }).click();
    await page.waitForURL(/\/pages\/game\?vendor=TCG_LOTTO_VN&gameCode=VN_NORTH&prizeMode=Lott$/);
  });
});
