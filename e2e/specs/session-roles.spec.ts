import { expect, storedSession, test } from '../support/fixtures';

// A URL token acts for no role before its owner is known (A-095, A-129, G-086), and
// /m/trail never replaces a member's session silently (A-097, decided: docs/decisions/account.md).

test.describe('a token in the URL: nothing role-dependent before member info answers (A-095, A-129)', () => {
  test.describe('a type-4 token', () => {
    test.use({ scenario: 'trial-user' });
    test('sends no unread request and earns no trial.forbidden (A-129, A-101)', async ({ page, world }) => {
      const { token } = await world.control.openSession(world.id, 'trial1');
      await page.goto(`/m/home?token=${token}`);
      await expect(page).toHaveURL(/\/m\/home$/);
      await expect.poll(() => storedSession(page)).toMatchObject({ token, userName: 'trial1', type: 4 });
      // The trial's member info has been read (the menu names the account a trial account).
      await page.getByRole('button', { name: 'Open menu' }).press('Enter');
      await expect(page.getByRole('dialog', { name: 'Menu' }).getByText('Trial account')).toBeVisible();
      const journal = await world.control.journal(world.id);
      expect(
        journal.filter(
          (e) => e.endpoint === 'member.inboxUnread' || e.endpoint === 'member.chatUnread' || e.endpoint === 'announcements.unread',
        ),
      ).toEqual([]);
      expect(journal.filter((e) => e.code === 'trial.forbidden').map((e) => e.endpoint)).toEqual([]);
    });
  });

  test('an agent token opened on /m/agent stays on the agent home (G-086)', async ({ page, world, axe }) => {
    const { token } = await world.control.openSession(world.id, 'agent001');
    await page.goto(`/m/agent?token=${token}`);
    await expect(page.getByRole('heading', { name: /^Good [a-z ]+, agent001$/ })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/agent$/);
    await expect.poll(() => storedSession(page)).toMatchObject({ token, userName: 'agent001', type: 1 });
    await axe();
  });

  test('a member token opened on /m/member/home is not sent to the login first (A-095)', async ({ page, world }) => {
    const { token } = await world.control.openSession(world.id, 'player01');
    await page.goto(`/m/member/home?token=${token}`);
    await expect(page.getByText('Account: player01')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/member\/home$/);
    await expect(page.getByRole('dialog', { name: 'Login' })).toHaveCount(0);
  });
});

test.describe('/m/trail while logged in (A-097, decided)', () => {
  test('a member is asked first; staying keeps the session and makes no trial account', async ({ page, world, loginAs, axe }) => {
    const record = await loginAs('player01');
    await page.goto('/m/trail');
    await expect(
      page.getByText(
        'You are logged in as player01. A free trial uses a separate trial account: to start one, you will be logged out of player01.',
      ),
    ).toBeVisible();
    await axe();
    await page.getByRole('button', { name: 'Stay logged in' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Deposit' })).toBeVisible();
    expect(await storedSession(page)).toMatchObject({ token: record.token, userName: 'player01', type: 0 });
    expect(await world.control.journal(world.id, 'auth.trialLogin')).toEqual([]);
    expect(await world.control.journal(world.id, 'auth.logout')).toEqual([]);
  });

  test('a member who chooses the trial is logged out first, then gets a trial account', async ({ page, world, loginAs }) => {
    const record = await loginAs('player01');
    await page.goto('/m/trail');
    await page.getByRole('button', { name: 'Log out and start the trial' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect.poll(async () => (await storedSession(page))?.type).toBe(4);
    expect(
      (await world.control.journal(world.id))
        .filter((e) => e.endpoint === 'auth.logout' || e.endpoint === 'auth.trialLogin')
        .map((e) => e.endpoint),
    ).toEqual(['auth.logout', 'auth.trialLogin']);
    expect((await world.control.state(world.id)).sessions[record.token]).toBeUndefined();
  });

  test('the question in Portuguese (A-168)', async ({ page, loginAs }) => {
    await loginAs('player01');
    await page.addInitScript(() => localStorage.setItem('language', 'pt'));
    await page.goto('/m/trail');
    await expect(page.getByText('Você está conectado como player01.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continuar conectado' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sair e iniciar o teste' })).toBeVisible();
  });

  test.describe('a trial account', () => {
    test.use({ scenario: 'trial-user' });
    test('keeps its trial session and goes home without a new trial account', async ({ page, world, loginAs }) => {
      const record = await loginAs('trial1');
      await page.goto('/m/trail');
      await expect(page).toHaveURL(/\/m\/home$/);
      expect(await storedSession(page)).toMatchObject({ token: record.token, userName: 'trial1', type: 4 });
      expect(await world.control.journal(world.id, 'auth.trialLogin')).toEqual([]);
    });
  });
});
