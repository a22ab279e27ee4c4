import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// Promotions /m/activity and /m/activityDetail: G-080..G-083, A-166 (application limits), invite-friends.

const promo = (page: Page, title: string) => page.getByRole('article', { name: title });
const png = (name: string, size = 1024) => {
  const buffer = Buffer.alloc(size);
  buffer.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return { name, mimeType: 'image/png', buffer };
};

test.describe('promotion list (G-080..G-083)', () => {
  test('categories, images, dates (start-end and long term) and every claim status of player01', async ({ page, loginAs, axe }) => {
    await loginAs('player01');
    await page.goto('/m/activity');
    const menu = page.getByRole('tablist', { name: 'Promotion categories' });
    await expect(menu.getByRole('tab')).toHaveText(['All', 'Deposit', 'Lottery', 'Slots', 'VIP', 'Referral']);
    await expect(promo(page, '100% first deposit bonus').getByText('01/01/2026 to long term')).toBeVisible();
    await expect(promo(page, 'Daily lottery cashback').getByText('01/01/2026 – 12/31/2027')).toBeVisible();
    for (const [title, status] of [
      ['Daily lottery cashback', 'Applying'],
      ['Slots weekend reload', 'Rejected'],
      ['VIP birthday gift', 'Issued'],
      ['Lucky spin', 'Claimed'],
      ['Summer festival', 'Closed'],
      ['Mid-year jackpot race', 'Coming soon'],
      ['Lottery tournament', 'Joined'],
    ]) {
      await expect(promo(page, title!).getByText(status!, { exact: true })).toBeVisible();
    }
    // The image is decorative (alt=""), next to the title it illustrates.
    await expect(promo(page, '100% first deposit bonus').locator('img')).toHaveCount(1);
    await axe();

    await menu.getByRole('tab', { name: 'Lottery' }).click();
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(promo(page, '100% first deposit bonus')).toHaveCount(0);

    // Expandable detail with its go button; a LINK promo's go leads to its page.
    const tournament = promo(page, 'Lottery tournament');
    await tournament.getByRole('button', { name: 'Show details' }).click();
    await expect(tournament.getByText('Climb the leaderboard')).toBeVisible();
    await tournament.getByRole('button', { name: /^Go/ }).click();
    await expect(page).toHaveURL(/\/m\/lott$/);
  });

  test('G-081: /m/activityDetail?id= scrolls to that promotion and opens it', async ({ page }) => {
    await page.goto('/m/activityDetail?id=9');
    const invite = promo(page, 'Invite friends');
    await expect(invite.getByRole('button', { name: 'Hide details' })).toBeVisible();
    await expect(invite.getByText('Invite your friends and earn a reward')).toBeInViewport();
    await expect(promo(page, '100% first deposit bonus').getByRole('button', { name: 'Show details' })).toBeVisible();
  });

  test.describe('empty', () => {
    test.use({ scenario: 'promotions-empty' });
    test('no promotions shows the empty state', async ({ page }) => {
      await page.goto('/m/activity');
      await expect(page.getByText('No promotions at the moment')).toBeVisible();
    });
  });
});

test.describe('activity application (A-166)', () => {
  test('comment up to 140, png or jpg only, 5 MB each, at most 3; sending moves the status to applying', async ({ page, loginAs, axe }) => {
    await loginAs('player01');
    await page.goto('/m/activity');
    const bonus = promo(page, '100% first deposit bonus');
    await bonus.getByRole('button', { name: 'Show details' }).click();
    await bonus.getByRole('button', { name: /^Go/ }).click();
    const form = page.getByRole('dialog', { name: 'Apply: 100% first deposit bonus' });
    await expect(form).toBeVisible();

    const comment = form.getByLabel('Comment');
    await comment.fill('x'.repeat(141));
    await expect(form.getByRole('alert')).toHaveText('The comment can have at most 140 characters.');
    await expect(form.getByRole('button', { name: 'Submit application' })).toBeDisabled();
    await comment.fill('x'.repeat(140));
    await expect(form.getByText('140/140 characters')).toBeVisible();

    const files = form.getByLabel('Add images');
    await files.setInputFiles([{ name: 'proof.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') }]);
    await expect(form.getByRole('alert')).toHaveText('Only png or jpg images are accepted.');
    await files.setInputFiles([png('big.png', 5 * 1024 * 1024 + 1)]);
    await expect(form.getByRole('alert')).toHaveText('Each image must be 5 MB or smaller.');
    await files.setInputFiles([png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    await expect(form.getByRole('alert')).toHaveText('You can attach at most 3 images.');
    await expect(form.getByRole('button', { name: /^Remove / })).toHaveCount(3);
    await axe();

    await form.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByText('Application sent')).toBeVisible();
    await expect(form).toHaveCount(0);
    await expect(bonus.getByText('Applying', { exact: true })).toBeVisible();
  });

  test('a visitor pressing go is asked to log in', async ({ page }) => {
    await page.goto('/m/activity');
    const bonus = promo(page, '100% first deposit bonus');
    await bonus.getByRole('button', { name: 'Show details' }).click();
    await bonus.getByRole('button', { name: /^Go/ }).click();
    // The login popup opens over the promotions, which stay underneath.
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/activity$/);
  });
});

test.describe('invite friends (A§6)', () => {
  test('shows for visitors, and for members while REFERRAL is on', async ({ page, loginAs, world }) => {
    await page.goto('/m/activity');
    await expect(page.getByRole('heading', { name: 'Invite friends', level: 2 }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register now' })).toBeVisible();

    await loginAs('player01');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Your invitation link' })).toHaveValue(/inviter=player01/);

    await world.control.patchState(world.id, { settings: { info: { whitelabel: { REFERRAL: false } } } });
    await page.evaluate(() => localStorage.removeItem('settings'));
    await page.reload();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your invitation link' })).toHaveCount(0);
  });
});
