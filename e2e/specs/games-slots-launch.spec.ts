import type { Page } from '@playwright/test';
import { expect, test, type World } from '../support/fixtures';

// The slots page (G-039, G-044, G-050, G-052; docs/decisions/games.md G-039), the login
// popup over the list for a guest (G-074) and the play mode of a launch (G-078).

const tiles = (page: Page) => page.getByRole('list', { name: 'Games' }).getByRole('listitem');
const listTab = (page: Page, name: string) => page.getByRole('group', { name: 'Game lists' }).getByRole('button', { name, exact: true });
const vendors = (page: Page) => page.getByRole('group', { name: 'Vendors' });

/** player01's favourites and recent games: one in-house (BGS) slot and one PG Soft slot each, so a vendor filter shows. */
async function bgsAndPgLists(world: World) {
  // N10001 and N10002 are BG Studio slots, N10061 a PG Soft slot (the seeded catalogue).
  await world.control.patchState(world.id, {
    games: { favourites: { player01: ['N10061', 'N10001'] }, recent: { player01: ['N10061', 'N10002'] } },
  });
}

const queriesOf = async (world: World, endpoint: string): Promise<Record<string, unknown>[]> =>
  (await world.control.journal(world.id, endpoint)).map((e) => (e.query ?? {}) as Record<string, unknown>);

test.describe('the slots page is the RNG game centre: vendor fixed to BGS (G-039, G-044, G-050, G-052)', () => {
  test('/m/rng is not the slots page: a tab change resets the vendor strip to All, and hot, favourites and recent show every vendor', async ({
    page,
    world,
    loginAs,
  }) => {
    await bgsAndPgLists(world);
    await loginAs('player01');
    await page.goto('/m/rng');
    await vendors(page).getByRole('button', { name: 'PG Soft' }).click();
    await expect(tiles(page).filter({ hasNotText: 'PG Soft' })).toHaveCount(0);
    await listTab(page, 'Hot').click();
    // G-039: the vendor goes back to All.
    await expect(vendors(page).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(vendors(page).getByRole('button', { name: 'PG Soft' })).toHaveAttribute('aria-pressed', 'false');
    await expect(tiles(page).filter({ hasText: 'BG Studio' }).first()).toBeVisible();
    await expect(tiles(page).filter({ hasText: 'PG Soft' }).first()).toBeVisible();
    await listTab(page, 'Favourites').click();
    await expect(tiles(page)).toHaveCount(2);
    await expect(tiles(page).filter({ hasText: 'PG Soft' })).toHaveCount(1);
    await listTab(page, 'Recent').click();
    await expect(tiles(page)).toHaveCount(2);
    await expect(tiles(page).filter({ hasText: 'PG Soft' })).toHaveCount(1);
    expect((await queriesOf(world, 'games.hot')).map((q) => q.vassalage)).toEqual(['']);
    expect((await queriesOf(world, 'games.favourites')).map((q) => q.vendor)).toEqual(['']);
    expect((await queriesOf(world, 'games.recent')).map((q) => q.vassalage)).toEqual(['']);
  });

  for (const route of ['/m/inhouse', '/m/gameCenter?gameType=RNG']) {
    test(`${route} is the slots page: every tab lists BG Studio games only, a tab change keeps BGS`, async ({
      page,
      world,
      loginAs,
      axe,
    }) => {
      await bgsAndPgLists(world);
      await loginAs('player01');
      await page.goto(route);
      await expect(tiles(page)).toHaveCount(50);
      await expect(tiles(page).filter({ hasNotText: 'BG Studio' })).toHaveCount(0);
      // The vendor is fixed: no strip to pick another one from.
      await expect(vendors(page)).toHaveCount(0);
      await listTab(page, 'Hot').click();
      await expect(listTab(page, 'Hot')).toHaveAttribute('aria-pressed', 'true');
      await expect(tiles(page).first()).toContainText('BG Studio');
      await expect(tiles(page).filter({ hasNotText: 'BG Studio' })).toHaveCount(0);
      await listTab(page, 'Favourites').click();
      await expect(tiles(page)).toHaveCount(1);
      await expect(tiles(page)).toContainText('BG Studio');
      await listTab(page, 'Recent').click();
      await expect(tiles(page)).toHaveCount(1);
      await expect(tiles(page)).toContainText('BG Studio');
      await listTab(page, 'All').click();
      await expect(tiles(page)).toHaveCount(50);
      await expect(tiles(page).filter({ hasNotText: 'BG Studio' })).toHaveCount(0);
      // G-044, G-050, G-052: the calls themselves carry BGS.
      expect((await queriesOf(world, 'games.hot')).map((q) => q.vassalage)).toEqual(['BGS']);
      expect((await queriesOf(world, 'games.favourites')).map((q) => q.vendor)).toEqual(['BGS']);
      expect((await queriesOf(world, 'games.recent')).map((q) => q.vassalage)).toEqual(['BGS']);
      expect((await queriesOf(world, 'games.list')).every((q) => q.vassalage === 'BGS')).toBe(true);
      await axe();
    });
  }
});

test.describe('a guest tapping a game gets the login popup over the list (G-074)', () => {
  test('the address stays /m/rng, and after the login the guest is on the same list with the same vendor', async ({ page, axe }) => {
    await page.goto('/m/rng');
    await vendors(page).getByRole('button', { name: 'PG Soft' }).click();
    await expect(tiles(page).filter({ hasNotText: 'PG Soft' })).toHaveCount(0);
    await tiles(page)
      .first()
      .getByRole('button', { name: /^Play / })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/m\/rng$/);
    await axe();
    await dialog.getByLabel('Username', { exact: true }).fill('player01');
    await dialog.getByLabel('Password', { exact: true }).fill('Test1234');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/m\/rng$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Slots' })).toBeVisible();
    await expect(vendors(page).getByRole('button', { name: 'PG Soft' })).toHaveAttribute('aria-pressed', 'true');
    await expect(tiles(page).first()).toContainText('PG Soft');
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /^Member/ })).toBeVisible();
  });

  test('closing the popup leaves the guest on the list; the fav tab and the footer open it over the page too', async ({ page }) => {
    await page.goto('/m/rng');
    await expect(tiles(page)).toHaveCount(25);
    await listTab(page, 'Favourites').click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/m\/rng$/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/m\/rng$/);
    await expect(tiles(page)).toHaveCount(25);
    await tiles(page)
      .nth(1)
      .getByRole('button', { name: /^Add .* to favourites$/ })
      .click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Deposit' }).click();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/m\/rng$/);
  });

  test('a guest tapping a lottery star gets the popup over /m/lott', async ({ page }) => {
    await page.goto('/m/lott');
    await page.getByRole('button', { name: 'Add Mien Bac to favourites' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/lott$/);
  });
});

test.describe('the play mode of a launch (G-078)', () => {
  test('player01, a member with an actual account, sends the free-play flag, plays for real money and is offered free play', async ({
    page,
    loginAs,
    world,
  }) => {
    await loginAs('player01');
    await page.goto('/m/rng');
    await vendors(page).getByRole('button', { name: 'PG Soft' }).click();
    await expect(tiles(page).filter({ hasNotText: 'PG Soft' })).toHaveCount(0);
    await tiles(page)
      .first()
      .getByRole('button', { name: /^Play / })
      .click();
    await expect(page.getByRole('heading', { name: 'Game launch (simulated)' })).toBeVisible();
    await expect(page.getByText('vendor: PG Soft')).toBeVisible();
    await expect(page.getByText('mode: real money')).toBeVisible();
    const [launch] = await world.control.journal(world.id, 'games.launch');
    expect(launch?.body).toMatchObject({ vendor: 'PG', freePlay: true });
    await page.getByRole('link', { name: 'Play for free' }).click();
    await expect(page.getByText('mode: free play')).toBeVisible();
    await expect(page.getByText('vendor: PG Soft')).toBeVisible();
  });

  test.describe('a trial account', () => {
    test.use({ scenario: 'trial-user' });
    test('plays the same slot in free play', async ({ page, loginAs, world }) => {
      await loginAs('trial1');
      await page.goto('/m/rng');
      await vendors(page).getByRole('button', { name: 'PG Soft' }).click();
      await expect(tiles(page).filter({ hasNotText: 'PG Soft' })).toHaveCount(0);
      await tiles(page)
        .first()
        .getByRole('button', { name: /^Play / })
        .click();
      await expect(page.getByRole('heading', { name: 'Game launch (simulated)' })).toBeVisible();
      await expect(page.getByText('mode: free play')).toBeVisible();
      const [launch] = await world.control.journal(world.id, 'games.launch');
      expect(launch?.body).toMatchObject({ vendor: 'PG', freePlay: true });
    });
  });
});
