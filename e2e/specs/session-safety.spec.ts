import type { Page } from '@playwright/test';
import { decodeStoredSession, SESSION_STORAGE_KEY } from '@m/contracts';
import { expect as baseExpect, test, type World } from '../support/fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Session safety (A§3, A-094..A-096). Storage keys: shared/storage-keys.ts.
 * The control API's loopback rule is unit-tested in mock-server (http/app.test.ts, "refuses
 * control requests from a non-loopback address").
 */

const storage = (page: Page) =>
  page.evaluate(() => ({
    local: Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])),
    session: Object.keys(sessionStorage),
  }));

test('a token in the URL signs in and leaves the address bar and the history (A-095, A-096)', async ({ page, world }) => {
  const { token } = await world.control.openSession(world.id, 'player01');
  await page.goto(`/m/home?token=${token}`);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Deposit' })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto('/m/help');
  await page.goBack();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await page.evaluate(() => window.location.href)).not.toContain(token);
  // The token lives only in the session record.
  const { local, session } = await storage(page);
  expect(
    Object.entries(local)
      .filter(([, v]) => v?.includes(token))
      .map(([k]) => k),
  ).toEqual([SESSION_STORAGE_KEY]);
  expect(session).toEqual([]);
});

test('logout clears the session record, the trial name, member data and all session storage; preferences stay (A-094)', async ({
  page,
  loginAs,
  world,
}) => {
  const record = await loginAs('player01');
  await page.goto('/m/member/home');
  await expect(page.getByText('Account: player01')).toBeVisible();
  // Every key of storage-keys.ts holds something, as after a trial login, a lottery favourite, a notice popup...
  await page.evaluate(() => {
    const set = {
      trialName: 'trial1',
      remPass: 'cGFzcw==',
      sass: '1',
      rememberedLogin: '{"type":0,"username":"player01"}',
      theme: 'dark',
      hideDownloadBar: '1',
      webClip: '1',
      LOTTFAV: '{"player01":[1001]}',
      language: 'en',
    };
    for (const [k, v] of Object.entries(set)) localStorage.setItem(k, v);
    sessionStorage.setItem('noticeShown', '1');
  });
  await page.goto('/m/home');
  await page.getByRole('button', { name: 'Open menu' }).press('Enter');
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log out' }).press('Enter');
  await page.getByRole('dialog', { name: 'Do you want to log out?' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();

  const { local, session } = await storage(page);
  expect(session, 'session storage is empty').toEqual([]);
  expect(decodeStoredSession(local[SESSION_STORAGE_KEY]), 'no session record').toBeNull();
  expect(local.trialName, 'no trial name').toBeUndefined();
  // (`e2e-login` is the fixture's own mark that it already wrote this session once.)
  expect(
    Object.entries(local)
      .filter(([k, v]) => k !== 'e2e-login' && v?.includes(record.token))
      .map(([k]) => k),
    'the token is nowhere',
  ).toEqual([]);
  // Kept on purpose (A§3): remember-me, display preferences, per-user lottery favourites, the settings cache.
  expect(local).toMatchObject({
    remPass: 'cGFzcw==',
    sass: '1',
    theme: 'dark',
    language: 'en',
    hideDownloadBar: '1',
    LOTTFAV: '{"player01":[1001]}',
  });
  expect((await world.control.state(world.id)).sessions[record.token]).toBeUndefined();
  // The member pages now ask for a login.
  await page.goto('/m/member/home');
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
});

const DEAD = [
  {
    how: 'expired through the world clock',
    kill: async (w: World) => void (await w.control.clock(w.id, { advanceMs: 24 * 60 * 60 * 1000 + 60_000 })),
  },
  {
    how: 'deleted',
    kill: async (w: World, token: string) => void (await w.control.patchState(w.id, { sessions: { [token]: null } } as never)),
  },
] as const;

for (const d of DEAD) {
  test.describe(`a dead token (${d.how})`, () => {
    test.use({ expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 401/] });
    test('leads to the login prompt once, not a loop (A-094)', async ({ page, loginAs, world }) => {
      const record = await loginAs('player01');
      await d.kill(world, record.token);
      const navigations: string[] = [];
      page.on('framenavigated', (f) => {
        if (f === page.mainFrame()) navigations.push(new URL(f.url()).pathname);
      });
      await page.goto('/m/member/home');
      await expect(page).toHaveURL(/\/m\/login$/);
      await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
      // Still at the prompt after the user starts typing; no endpoint was asked again and again:
      // the refusals are the first load's calls, each endpoint at most twice (member info and
      // avatar are read by the member bar and the session code).
      const login = page.getByRole('dialog', { name: 'Login' });
      await login.getByRole('textbox').first().fill('player01');
      await expect(login).toBeVisible();
      await expect(page).toHaveURL(/\/m\/login$/);
      const refused = (await world.control.journal(world.id)).filter((e) => e.code === 'logged.out');
      expect(refused.length, 'the dead token was refused').toBeGreaterThan(0);
      const perEndpoint = new Map<string, number>();
      for (const e of refused) perEndpoint.set(e.endpoint ?? '', (perEndpoint.get(e.endpoint ?? '') ?? 0) + 1);
      expect(
        [...perEndpoint].filter(([, n]) => n > 2),
        'no endpoint refused more than twice',
      ).toEqual([]);
      // The member centre loads (the browser reports its document twice), then exactly one move to the login.
      expect(navigations.filter((p, i) => p !== navigations[i - 1])).toEqual(['/m/member/home', '/m/login']);
      expect(navigations.filter((p) => p === '/m/login')).toHaveLength(1);
      expect(JSON.parse((await storage(page)).local.session ?? '{}').state?.session ?? null).toBeNull();
    });
  });
}
