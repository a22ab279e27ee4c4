import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test as base } from '../support/fixtures';
import { E2E_SIM_URL } from '../support/urls';

// The dev server compiles each module on its first request, on two busy cores.
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * The dev panel's error picker, as QA uses it: wallet.withdraw balance.insufficient set with one
 * click, the withdraw form's reaction, then a normal withdrawal.
 *
 * The panel exists only in a dev build (the production build the other specs run drops it), so this
 * spec serves the site with Vite's dev server against the run's simulator: its own port, no file
 * watcher and no hot reload (an edit elsewhere in the tree must not reload the page under test),
 * its own dependency cache (a developer's `pnpm dev` keeps its own).
 */
const APP_DIR = fileURLToPath(new URL('../../packages/app', import.meta.url));
const DEV_SERVER = `
import { createServer } from 'vite';
const server = await createServer({
  configFile: 'vite.config.ts',
  cacheDir: 'node_modules/.vite-e2e-dev',
  clearScreen: false,
  logLevel: 'error',
  server: { port: Number(process.env.DEV_SITE_PORT), strictPort: true, hmr: false, watch: null },
});
await server.listen();
process.stdout.write('dev site ready\\n');
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
`;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

/** Starts the dev site and resolves with its URL once it listens (read from its output, not a timer). */
function startDevSite(port: number): { child: ChildProcess; ready: Promise<string> } {
  const child = spawn(process.execPath, ['--input-type=module', '-e', DEV_SERVER], {
    cwd: APP_DIR,
    env: { ...process.env, SIM_URL: E2E_SIM_URL, DEV_SITE_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => (errors += String(chunk)));
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      if (String(chunk).includes('dev site ready')) resolve(`http://localhost:${port}`);
    });
    child.once('exit', (code) => reject(new Error(`the dev site stopped (${code}): ${errors}`)));
  });
  return { child, ready };
}

const test = base.extend<object, { devSite: string }>({
  devSite: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const { child, ready } = startDevSite(await freePort());
      try {
        await use(await ready);
      } finally {
        child.kill('SIGTERM');
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

// The injected answer is a 400: the browser logs the failed request.
test.use({ expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 400/] });

test('dev panel error picker: wallet.withdraw balance.insufficient answers the next withdrawal only; the form shows it, the next submit withdraws', async ({
  page,
  world,
  loginAs,
  devSite,
}) => {
  test.setTimeout(120_000);
  await loginAs('player01');
  await page.goto(`${devSite}/m/withdraw`);
  const amount = page.getByRole('textbox', { name: 'Amount' });
  await expect(amount).toBeVisible();

  // The panel lists what this screen called (its wallet load), and reaches the submit's endpoint too.
  await page.getByRole('button', { name: 'DEV' }).click();
  const picker = page.getByRole('region', { name: 'Error picker' });
  await expect(picker.getByText('/m/withdraw', { exact: true })).toBeVisible();
  await expect(picker.getByRole('group', { name: 'wallet.merchant' })).toBeVisible();
  await picker.getByLabel('Another endpoint').selectOption('wallet.withdraw');
  const withdraw = picker.getByRole('group', { name: 'wallet.withdraw' });
  await withdraw.getByRole('button', { name: 'balance.insufficient', exact: true }).click();
  await expect(withdraw.getByText('next call: balance.insufficient')).toBeVisible();
  expect(await world.control.faults(world.id)).toEqual([{ endpoint: 'wallet.withdraw', code: 'balance.insufficient', times: 1 }]);
  await page.getByRole('button', { name: 'DEV' }).click();

  // 100 is within the balance (1,069.57): only the injected answer refuses it, next to the amount.
  await amount.fill('100');
  await page.getByLabel('Login password').fill('Test1234');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: /balance/i })).toBeVisible();
  await expect(page.getByText('Withdrawal requested')).toHaveCount(0);
  expect(await world.control.faults(world.id)).toEqual([]);

  // The second submit is a normal call: the withdrawal goes through.
  await amount.fill('100');
  await page.getByLabel('Login password').fill('Test1234');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('Withdrawal requested')).toBeVisible();
  const calls = await world.control.journal(world.id, 'wallet.withdraw');
  expect(calls.map((c) => `${c.status} ${c.code}`)).toEqual(['400 balance.insufficient', '200 OK']);
});
