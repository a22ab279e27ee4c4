import { expect, test, type Page } from '@playwright/test';
import { createControlClient } from '@m/mock-server/control-client';
import { DEV_SIM_PORT, type DevMode } from './ports';

/**
 * One world, one clock, in the modes people run (dev-modes.config.ts): the page follows the
 * simulated world, with no page.clock moved alongside, and a `dev:msw` tab keeps its world across
 * reloads. The world: `lottery-draw-imminent` (1-Minute Lotto draws every 10 s, at 12:00:05,
 * 12:00:15...), frozen at Monday 5 January 2026 12:00:00.
 */

const timer = (page: Page) => page.getByRole('article', { name: '1-Minute Lotto' }).getByRole('timer', { name: 'Draw in' });
const panel = (page: Page) => page.getByRole('region', { name: 'Simulator dev panel' });

async function openPanel(page: Page) {
  if (!(await panel(page).isVisible())) await page.getByRole('button', { name: 'DEV' }).click();
  await expect(panel(page).getByText(/seed \d+/)).toBeVisible();
  return panel(page);
}

/**
 * The control API as a script outside the page reaches it: `curl` to the simulator under `npm
 * start`; under `dev:msw`, where the world lives in the page, the page's own origin (what the
 * dev panel calls), from the page.
 */
function outside(page: Page, mode: DevMode['name'], worldId: string) {
  const sim = createControlClient(`http://127.0.0.1:${DEV_SIM_PORT}`);
  const post = (path: string, body: unknown) =>
    page.evaluate(
      async ({ path, body }) =>
        (await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json(),
      { path, body },
    );
  return {
    setClock: (at: number) =>
      mode === 'npm-start' ? sim.clock(worldId, { set: at }) : post(`/__sim/worlds/${worldId}/clock`, { set: at }),
    /** The next call of `endpoint` loses its connection (a one-shot `drop` fault). */
    dropNext: (endpoint: string) =>
      mode === 'npm-start'
        ? sim.addFaults(worldId, [{ endpoint, drop: true, times: 1 }])
        : post(`/__sim/worlds/${worldId}/faults`, [{ endpoint, drop: true, times: 1 }]),
    fresh: async () => {
      if (mode === 'npm-start') await sim.deleteWorld(worldId).catch(() => undefined);
    },
  };
}

const at = (hms: string) => Date.parse(`2026-01-05T${hms}Z`);

test('the lottery lobby follows the world: frozen, moved from the dev panel and from outside, a draw rolling over, with no reload', async ({
  page,
}, info) => {
  const mode = info.project.name as DevMode['name'];
  const worldId = `dev-${mode}-lobby`;
  const control = outside(page, mode, worldId);
  await control.fresh();
  // The phone's own clock says Sunday 29 November 2026 and runs on its own: the page must not care.
  await page.clock.install({ time: new Date('2026-11-29T09:00:00Z') });
  let menuCalls = 0;
  page.on('request', (r) => void (new URL(r.url()).pathname === '/api/lottery/menu' && (menuCalls += 1)));
  await page.goto(`/m/lott?sim-world=${worldId}&scenario=lottery-draw-imminent`);
  await page.getByRole('tab', { name: 'Fast Lottery' }).click({ timeout: 90_000 });
  let loads = 0;
  page.on('load', () => void (loads += 1));

  // Frozen at 12:00:00: the draw at 12:00:05 is 5 s away, and stays so while the phone's time runs.
  await expect(timer(page)).toHaveText('0:00:05');
  await page.clock.runFor(5_000);
  await expect(timer(page)).toHaveText('0:00:05');
  // A standing world read again is no move: the menu was asked on load and, at most, once more
  // when the page learned the world stands (not once per answer, as each answer says the same instant).
  expect(menuCalls, 'lottery menu calls on a standing world').toBeLessThanOrEqual(2);
  // The week of the world: Monday is today, not the phone's Sunday.
  const weekly = page.getByRole('region', { name: 'Weekly draws' });
  await expect(weekly.getByRole('heading', { name: 'Mon (today)' })).toBeVisible();
  await expect(weekly.getByRole('heading', { name: 'Sun', exact: true })).toBeVisible();

  // The dev panel sets the world two seconds before the draw, then steps it over the draw.
  const dev = await openPanel(page);
  await dev.getByLabel('Set clock (UTC)').fill('2026-01-05T12:00:03');
  await dev.getByRole('button', { name: 'Set' }).click();
  await expect(timer(page)).toHaveText('0:00:02');
  await dev.getByRole('button', { name: '+1 s' }).click();
  await expect(timer(page)).toHaveText('0:00:01');
  await dev.getByRole('button', { name: '+1 s' }).click();
  await dev.getByRole('button', { name: '+1 s' }).click();
  // 12:00:06: the draw rolled over; the next, at 12:00:15, is 9 s away.
  await expect(timer(page)).toHaveText('0:00:09');
  await page.keyboard.press('Escape');

  // From outside the page: two seconds before the 12:00:15 draw, then past it.
  await control.setClock(at('12:00:13'));
  await expect(timer(page)).toHaveText('0:00:02');
  await control.setClock(at('12:00:16'));
  await expect(timer(page)).toHaveText('0:00:09');
  expect(loads, 'no reload of the page').toBe(0);
});

test('a reload keeps the world: maintenance applied stays applied, a login stays signed in', async ({ page }, info) => {
  const mode = info.project.name as DevMode['name'];
  const worldId = `dev-${mode}-keep`;
  await outside(page, mode, worldId).fresh();
  await page.goto(`/m/home?sim-world=${worldId}`);
  const member = page.getByRole('button', { name: 'Open the member centre' });

  let dev = await openPanel(page);
  await expect(dev.getByRole('checkbox', { name: 'Maintenance' })).toBeEnabled();
  // The panel applies it and reloads the page.
  await dev.getByRole('checkbox', { name: 'Maintenance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'System maintenance' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'System maintenance' })).toBeVisible();
  dev = await openPanel(page);
  await dev.getByRole('checkbox', { name: 'Maintenance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'System maintenance' })).toHaveCount(0);

  dev = await openPanel(page);
  await dev.getByLabel('Log in as').selectOption('player01');
  await dev.getByRole('button', { name: 'Log in' }).click();
  await expect(member).toBeVisible();
  await page.reload();
  await expect(member).toBeVisible();
  await expect(page.getByText('The account has been logged out')).toHaveCount(0);
});

test('the dev panel fits the 375 px phone and its tab covers no control of a page', async ({ page }, info) => {
  const mode = info.project.name as DevMode['name'];
  await outside(page, mode, `dev-${mode}-fit`).fresh();
  await page.goto(`/m/home?sim-world=dev-${mode}-fit`);
  const login = await openPanel(page);
  await login.getByLabel('Log in as').selectOption('player01');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Open the member centre' })).toBeVisible();
  await page.goto('/m/feedback');
  // The question-type picker: a sheet of choices over the page ("Apply for agent" among them).
  await page.getByRole('button', { name: /question type/i }).click({ timeout: 90_000 });
  await expect(page.getByRole('dialog')).toBeVisible();
  const covered = await page.evaluate(() => {
    const tab = document.querySelector('.m-dev__fab')!.getBoundingClientRect();
    const controls = [
      ...document.querySelectorAll('button, a[href], input, select, textarea, [role="button"], [role="option"], [role="radio"]'),
    ];
    return controls
      .filter((c) => !c.closest('.m-dev'))
      .filter((c) => {
        const r = c.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.left < tab.right && r.right > tab.left && r.top < tab.bottom && r.bottom > tab.top;
      })
      .map((c) => c.textContent?.trim() || c.getAttribute('aria-label') || c.tagName);
  });
  expect(covered, 'controls under the DEV tab').toEqual([]);
  await page.keyboard.press('Escape');

  const dev = await openPanel(page);
  const fits = await dev.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, right: el.getBoundingClientRect().right }));
  expect(fits.scroll, 'nothing in the panel wider than the panel').toBeLessThanOrEqual(fits.client);
  expect(fits.right).toBeLessThanOrEqual(375);
  const set = await dev.getByRole('button', { name: 'Set' }).boundingBox();
  expect(set && set.x + set.width).toBeLessThanOrEqual(fits.right);
});

test('a dropped connection reads as the network, said once, through the development server too', async ({ page }, info) => {
  const mode = info.project.name as DevMode['name'];
  const worldId = `dev-${mode}-drop`;
  const control = outside(page, mode, worldId);
  await control.fresh();
  await page.goto(`/m/home?sim-world=${worldId}`);
  await expect(page.getByRole('button', { name: 'DEV' })).toBeVisible({ timeout: 90_000 });
  await control.dropNext('help.list');
  await page.goto('/m/help');
  await expect(page.getByRole('button', { name: 'Loading failed, click to retry' })).toBeVisible();
  // The site's network message, once, inline: no "Unknown error", no toast.
  await expect(page.getByText('The network is slow or offline. Please check your connection and try again.')).toHaveCount(1);
  await expect(page.getByText('Unknown error')).toHaveCount(0);
  await page.getByRole('button', { name: 'Loading failed, click to retry' }).click();
  await expect(page.getByRole('button', { name: 'Loading failed, click to retry' })).toHaveCount(0);
});
