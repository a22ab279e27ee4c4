import type { Page } from '@playwright/test';
import { SIM_WORLD_COOKIE } from '@m/contracts';
import { expect, test } from '../support/fixtures';
import { E2E_SITE_URL } from '../support/urls';

// What QA sets up for a test: a custom game and vendor, team KPI figures, a large world
// imported over HTTP, each in three control calls or fewer (docs/control-api.md, docs/qa-guide.md).

const tiles = (page: Page) => page.getByRole('list', { name: 'Games' }).getByRole('listitem');

test.describe('custom games (G-033, G-043, G-044, G-045)', () => {
  test('QA adds a vendor, a hot game and a new game: the slots list, its vendor strip and the home hot list show them with their tags', async ({
    page,
    world,
    axe,
  }) => {
    await world.control.setVendor(world.id, { vassalage: 'QAV', displayName: 'QA Vendor', gameTypes: ['RNG'] });
    await world.control.setGame(world.id, { vassalage: 'QAV', gameName: 'QA Alpha', isTop: true });
    await world.control.setGame(world.id, { vassalage: 'QAV', gameName: 'QA Beta', isNew: true });

    await page.goto('/m/rng');
    // A new game goes first: the last one added leads the list; the tile shows its tag, vendor and name.
    await expect(tiles(page).nth(0).getByRole('button', { name: 'Play QA Beta' })).toHaveText('NewQA VendorQA Beta');
    await expect(tiles(page).nth(1).getByRole('button', { name: 'Play QA Alpha' })).toHaveText('HotQA VendorQA Alpha');
    await page.getByRole('group', { name: 'Vendors' }).getByRole('button', { name: 'QA Vendor' }).click();
    await expect(tiles(page)).toHaveCount(2);
    await axe();

    await page.goto('/m/home');
    const hot = page.getByRole('list', { name: 'Hot games' });
    await expect(hot.getByRole('button', { name: 'Play QA Alpha' })).toBeVisible();
    await expect(hot.getByRole('button', { name: 'Play QA Beta' })).toHaveCount(0);
  });

  test('QA removes a seeded game and changes another: the in-house list follows', async ({ page, world }) => {
    const { catalogue } = (await world.control.state(world.id)).games;
    const [first, second] = [catalogue.N10001!, catalogue.N10002!];
    await world.control.deleteGame(world.id, first.nodeId);
    await world.control.setGame(world.id, { nodeId: second.nodeId, gameName: 'Renamed by QA', isTop: false, isNew: true });
    await page.goto('/m/inhouse');
    await expect(tiles(page).first().getByRole('button', { name: 'Play Renamed by QA' })).toHaveText('NewBG StudioRenamed by QA');
    await expect(page.getByRole('button', { name: `Play ${first.gameName}`, exact: true })).toHaveCount(0);
  });
});

test.describe('team KPI figures (G-089)', () => {
  test.use({ timezoneId: 'UTC' });

  test("QA sets today's figures of agent001: the agent home and the team overview show them", async ({ page, world, loginAs, clock }) => {
    const today = '2026-01-05';
    const answer = await world.control.setTeamKpi(world.id, {
      username: 'agent001',
      date: today,
      teamLoginMemberCount: 42,
      teamBetMemberCount: 17,
      teamRegisterMemberCount: 3,
      teamOnlineCount: 9,
    });
    expect(answer.figures).toEqual({ teamLoginMemberCount: 42, teamBetMemberCount: 17, teamRegisterMemberCount: 3, teamOnlineCount: 9 });
    await clock.install({ paused: false });
    await loginAs('agent001');
    await page.goto('/m/agent');
    const todayCard = page.getByRole('region', { name: 'Today' });
    // Logged in, placed bets, registered, online, then the team size (12 seeded members).
    await expect(todayCard.getByRole('definition')).toHaveText(['42', '17', '3', '9', '12']);

    await page.goto('/m/agent/team/overview');
    // The daily table: date (as the language writes days), logged in, placed bets, registered.
    const shown = '01/05/2026';
    await expect(page.getByRole('row').filter({ hasText: shown }).getByRole('cell')).toHaveText([shown, '42', '17', '3']);
  });
});

test.describe('a large world', () => {
  test('an export over 64 KiB imports over HTTP and the site opens in it', async ({ page, context, world, control }) => {
    await world.control.setGame(world.id, { vassalage: 'PG', gameName: 'Imported Slot', isTop: true });
    const doc = await world.control.exportWorld(world.id);
    expect(JSON.stringify(doc).length).toBeGreaterThan(64 * 1024);
    const { id } = await control.importWorld(doc, `big-${world.id}`);
    try {
      await context.addCookies([{ name: SIM_WORLD_COOKIE, value: id, url: E2E_SITE_URL }]);
      await page.goto('/m/rng');
      await expect(tiles(page).first().getByRole('button', { name: 'Play Imported Slot' })).toHaveText('HotPG SoftImported Slot');
    } finally {
      await control.deleteWorld(id);
    }
  });
});
