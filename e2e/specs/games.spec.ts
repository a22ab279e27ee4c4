import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// Games: home sections, category pages, list filters and search, infinite scroll, favourites,
// recent, launch routing, side menu and footer (G-008..G-055, G-074..G-079). A state one world
// decides on one screen is a component test of the app: the tab bar without categories and the
// filters of a non-RNG list (packages/app/src/features/games/games-screens.test.tsx), the side menu
// of an agent and with every flag off (packages/app/src/app/side-menu-stories.test.tsx).

const tiles = (page: Page) => page.getByRole('list', { name: 'Games' }).getByRole('listitem');

test.describe('home and categories (G-008, G-011, G-028)', () => {
  test('home shows the banner carousel, the category tabs with Hot current, the jackpot and hot games', async ({ page, axe }) => {
    await page.goto('/m/home');
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
    const cats = page.getByRole('navigation', { name: 'Game categories' });
    await expect(cats.getByRole('link')).toHaveText([
      'Hot',
      'Slots',
      'Fishing',
      'Live casino',
      'Card games',
      'Cockfight',
      'Sports',
      'Esports',
    ]);
    await expect(cats.getByRole('link', { name: 'Hot' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('region', { name: 'Jackpot' })).toContainText('R$');
    await expect(page.getByRole('list', { name: 'Hot games' }).getByRole('listitem').first()).toBeVisible();
    await cats.getByRole('link', { name: 'Fishing' }).click();
    await expect(page).toHaveURL(/\/m\/fish$/);
    await expect(cats.getByRole('link', { name: 'Fishing' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: 'Fishing' })).toBeVisible();
    await axe();
  });

  test('the game centre lists the sports vendors and the in-house centre only BGS games', async ({ page, axe }) => {
    await page.goto('/m/sports');
    await expect(page.getByRole('heading', { level: 2, name: 'Sports' })).toBeVisible();
    await expect(tiles(page)).toHaveCount(2);
    await page.goto('/m/inhouse');
    await expect(page.getByRole('heading', { level: 2, name: 'In-house games' })).toBeVisible();
    await expect(tiles(page)).toHaveCount(50);
    await expect(tiles(page).filter({ hasNotText: 'BG Studio' })).toHaveCount(0);
    await axe();
  });
});

test.describe('list page (G-030..G-040)', () => {
  test('vendor strip, name search and the RNG filters narrow the list as the simulator says', async ({ page, axe }) => {
    await page.goto('/m/rng');
    await expect(tiles(page)).toHaveCount(25);
    await page.getByRole('group', { name: 'Vendors' }).getByRole('button', { name: 'PG Soft' }).click();
    await expect(tiles(page).first()).toContainText('PG Soft');
    await expect(tiles(page).filter({ hasNotText: 'PG Soft' })).toHaveCount(0);
    await page.getByRole('group', { name: 'Vendors' }).getByRole('button', { name: 'All' }).click();
    await page.getByRole('searchbox', { name: 'Game name' }).fill('  golden ');
    await page.getByRole('searchbox', { name: 'Game name' }).press('Enter');
    await expect(page.getByRole('button', { name: 'Remove filter Name: golden' })).toBeVisible();
    await expect(tiles(page).filter({ hasNotText: /golden/i })).toHaveCount(0);
    await page.getByRole('button', { name: 'Remove filter Name: golden' }).click();
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Game type').selectOption({ label: 'Scratch' });
    await page.getByLabel('Minimum bet').selectOption('0.5');
    await expect(page.getByRole('button', { name: 'Remove filter Min. bet 0.5' })).toBeVisible();
    await axe();
  });

  test('infinite scroll loads page 2 (G-032)', async ({ page }) => {
    await page.goto('/m/rng');
    await expect(tiles(page)).toHaveCount(25);
    await page.mouse.wheel(0, 20_000);
    await expect(tiles(page)).toHaveCount(50);
  });
});

test.describe('favourites, recent and launch (G-047..G-052, G-074..G-079)', () => {
  test('a guest tapping a star or a game gets the login popup', async ({ page }) => {
    await page.goto('/m/rng');
    await tiles(page)
      .first()
      .getByRole('button', { name: /^Add .* to favourites$/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await page.goto('/m/rng');
    await tiles(page)
      .first()
      .getByRole('button', { name: /^Play / })
      .click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  });

  test('a member adds a favourite, sees it on the fav tab and removing it there drops the tile (G-051)', async ({ page, loginAs }) => {
    await loginAs('player01');
    await page.goto('/m/rng');
    const third = tiles(page).nth(2);
    const name = (await third.getByRole('button', { name: /^Play / }).getAttribute('aria-label'))!.replace(/^Play /, '');
    await third.getByRole('button', { name: `Add ${name} to favourites` }).click();
    await expect(page.getByText('Change saved')).toBeVisible();
    await page.getByRole('group', { name: 'Game lists' }).getByRole('button', { name: 'Favourites' }).click();
    await expect(tiles(page).filter({ hasText: name })).toHaveCount(1);
    const before = await tiles(page).count();
    await tiles(page)
      .filter({ hasText: name })
      .getByRole('button', { name: `Remove ${name} from favourites` })
      .click();
    await expect(tiles(page)).toHaveCount(before - 1);
  });

  test('launching a game opens the simulated game page and the game shows on the recent tab', async ({ page, loginAs }) => {
    await loginAs('player01');
    await page.goto('/m/rng');
    await page.getByRole('group', { name: 'Vendors' }).getByRole('button', { name: 'PG Soft' }).click();
    await expect(tiles(page).first()).toContainText('PG Soft');
    const name = (await tiles(page)
      .first()
      .getByRole('button', { name: /^Play / })
      .getAttribute('aria-label'))!.replace(/^Play /, '');
    await tiles(page)
      .first()
      .getByRole('button', { name: /^Play / })
      .click();
    await expect(page.getByRole('heading', { name: 'Game launch (simulated)' })).toBeVisible();
    await expect(page.getByText(`game: ${name}`)).toBeVisible();
    await expect(page.getByText('vendor: PG Soft')).toBeVisible();
    // G-078 (decided): a member with an actual account plays for real money.
    await expect(page.getByText('mode: real money')).toBeVisible();
    await page.goto('/m/rng');
    await page.getByRole('group', { name: 'Game lists' }).getByRole('button', { name: 'Recent' }).click();
    await expect(tiles(page).first()).toContainText(name);
  });

  test('each vendor routing lands on the right page', async ({ page, loginAs, axe }) => {
    await loginAs('player01');
    await page.goto('/m/hot');
    const hot = page.getByRole('list', { name: 'Hot games' });
    await hot.getByRole('button', { name: 'Play 1-Minute Lotto' }).click();
    await expect(page).toHaveURL(
      /\/m\/launchGame\?playType=trad&gameId=1001&gameGroupId=10&prize_mode=Lott&code=FAST1&pageBack=home&name=1-Minute\+Lotto$/,
    );
    // G-076: the launch page is titled with the name the list showed, never with the code.
    await expect(page.getByRole('heading', { name: '1-Minute Lotto', exact: true })).toBeVisible();
    await expect(page.frameLocator('iframe').getByText('gameCode: FAST1')).toBeVisible();
    await axe();
    await page.goto('/m/hot');
    await page.getByRole('list', { name: 'Hot games' }).getByRole('button', { name: 'Play Mien Bac' }).click();
    await expect(page.getByText('vendor: TCG_LOTTO_VN')).toBeVisible();
    await expect(page.getByText('prizeMode: Lott')).toBeVisible();
    await page.goto('/m/sports');
    await tiles(page)
      .first()
      .getByRole('button', { name: /^Play / })
      .click();
    await expect(page.getByText('mode: real money')).toBeVisible();
  });
});

test.describe('side menu and footer (G-015..G-022)', () => {
  test('a member sees every flagged entry but Agent; an agent also sees Agent', async ({ page, loginAs, axe }) => {
    await loginAs('player01');
    await page.goto('/m/home');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Member menu' });
    await expect(nav.getByRole('link')).toHaveText([
      'Member centre',
      'Deposit',
      'Withdraw',
      'VIP benefits',
      'Promotions',
      'Reward centre',
      'Help centre',
      'Account record',
      'Betting record',
      'Feedback',
      'Inbox',
    ]);
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Telegram' })).toBeVisible();
    await axe();
    await nav.getByRole('link', { name: 'Withdraw' }).click();
    await expect(page).toHaveURL(/\/m\/withdraw$/);
  });

  test('the footer shows the member unread counts (inbox 3, chat 2: G-017) and gates member centre for guests', async ({
    page,
    loginAs,
  }) => {
    await page.goto('/m/home');
    const footer = page.getByRole('navigation', { name: 'Main navigation' });
    await footer.getByRole('link', { name: 'Deposit' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await loginAs('player01');
    await page.goto('/m/home');
    await expect(footer.getByRole('link', { name: 'Member', exact: true })).toHaveAccessibleDescription(
      '3 unread messages, 2 unread chats',
    );
  });
});
