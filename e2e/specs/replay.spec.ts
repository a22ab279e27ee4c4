import { SIM_WORLD_COOKIE } from '@m/contracts';
import { expect, test } from '../support/fixtures';
import { replayIdOf, replayLink } from '../support/replay';
import { E2E_SITE_URL } from '../support/urls';

// Replay links: a failing test exports its world, attaches it, imports it as
// replay-<id> and prints the link; the replay world answers as the failed test's world did.

test.describe.configure({ mode: 'serial' });

let failedWorld = '';

test('a deliberately failing test prints a replay link', async ({ page, world }, testInfo) => {
  test.fail(true, 'deliberate: its world must be exported and imported for replay');
  failedWorld = world.id;
  await world.control.patchState(world.id, { settings: { maintenance: true }, users: { player01: { balance: 7.5 } } });
  await world.control.clock(world.id, { advanceMs: 90_000 });
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: 'System maintenance' })).toBeVisible();
  expect(testInfo.title, 'fails on purpose').toBe('something else');
});

test("the replay world has the failed test's state and clock, and the site opens in it", async ({ page, context, control }) => {
  expect(failedWorld).not.toBe('');
  const replayId = replayIdOf(failedWorld);
  const replay = await control.exportWorld(replayId);
  expect(replay.state.settings.maintenance).toBe(true);
  expect(replay.state.users.player01?.balance).toBe(7.5);
  expect(replay.clock).toMatchObject({ now: Date.parse('2026-01-05T12:01:30Z'), mode: 'frozen' });
  expect(replay.journal.some((e) => e.endpoint === 'system.status')).toBe(true);
  expect(replayLink('http://localhost:5333/m/home', replayId, 'http://localhost:5173')).toBe(
    `http://localhost:5173/m/home?sim-world=${replayId}`,
  );

  // What ?sim-world= does in the dev site: the sim-world cookie selects the replay world.
  await context.addCookies([{ name: SIM_WORLD_COOKIE, value: replayId, url: E2E_SITE_URL }]);
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: 'System maintenance' })).toBeVisible();
  await control.deleteWorld(replayId);
});
