import { expect, test } from '@playwright/test';
import { createControlClient } from '@m/mock-server/control-client';
import { DEV_SIM_PORT } from './ports';

// `npm start` only (dev-modes.config.ts): a script outside the page reaches the HTTP simulator.
test('a session the control API opened signs a browser in by URL, as docs/control-api.md says', async ({ page }) => {
  const sim = createControlClient(`http://127.0.0.1:${DEV_SIM_PORT}`);
  const worldId = 'dev-npm-start-token';
  await sim.deleteWorld(worldId).catch(() => undefined);
  await sim.createWorld({ id: worldId });
  const { token } = await sim.openSession(worldId, 'player01');
  await page.goto(`/m/home?sim-world=${worldId}&token=${token}`);
  await expect(page.getByRole('button', { name: 'Open the member centre' })).toBeVisible({ timeout: 60_000 });
  await expect(page).not.toHaveURL(/token=/);
});
