import type { Page } from '@playwright/test';
import { expect, test, type World } from '../support/fixtures';

// The phone-identity service with FIREBASE on. A refused code answers
// 4xx, which Chromium logs.
test.use({
  scenario: 'firebase-identity',
  expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 4\d\d/],
});

async function mobileOf(world: World, username: string) {
  return (await world.control.peek(world.id)).users.find((u) => u.username === username)?.mobileNum ?? '';
}

const codeOf = async (world: World, mobile: string) =>
  (await world.control.peek(world.id)).sms.find((s) => s.mobileNum === mobile)?.code ?? '';

/** Fetch code in `scope` -> the real slider, moved to the target it names -> Verify. */
async function fetchCode(page: Page, scope: ReturnType<Page['getByRole']>, mobile: string) {
  await scope.getByLabel('Mobile number', { exact: true }).fill(mobile);
  await scope.getByRole('button', { name: 'Fetch code' }).click();
  const slider = page.getByRole('dialog', { name: 'Security check' });
  const hint = await slider.getByText(/^Move the slider to \d+/).textContent();
  await slider.getByRole('slider', { name: 'Slider position' }).fill(/to (\d+)/.exec(hint ?? '')?.[1] ?? '0');
  await slider.getByRole('button', { name: 'Verify' }).click();
  await expect(scope.getByLabel('Verification code', { exact: true })).toBeEnabled();
}

test('SMS login goes through the identity service with the code from peek (A-030, A-041)', async ({ page, world, clock, axe }) => {
  // The countdown compares the server's expiry (world clock) with the page's clock: start the page
  // at the world's instant (running, so axe's timers work).
  await clock.install({ paused: false });
  await page.goto('/m/login');
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByRole('tab', { name: 'Mobile number' }).click();
  const mobile = await mobileOf(world, 'player01');
  await fetchCode(page, dialog, mobile);
  await expect(dialog.getByRole('button', { name: /You can request a new code in \d+ seconds/ })).toBeDisabled();
  await axe();
  await dialog.getByLabel('Verification code', { exact: true }).fill(await codeOf(world, mobile));
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Deposit' })).toBeVisible();
  expect(await world.control.journal(world.id, 'sms.send')).toHaveLength(0);
  expect((await world.control.journal(world.id, 'identity.sendCode')).map((e) => e.code)).toEqual(['OK']);
  expect((await world.control.journal(world.id, 'identity.confirm')).map((e) => e.code)).toEqual(['OK']);
  expect((await world.control.journal(world.id, 'auth.login')).map((e) => e.code)).toEqual(['OK']);
});

test('set password by phone with a wrong code: the service refuses it and nothing reaches set-password (A-089)', async ({
  page,
  world,
  clock,
}) => {
  await clock.install({ paused: false });
  await page.goto('/m/forget');
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  const mobile = await mobileOf(world, 'player01');
  await fetchCode(page, dialog, mobile);
  const code = await codeOf(world, mobile);
  await dialog.getByLabel('Verification code', { exact: true }).fill(code === '000000' ? '111111' : '000000');
  await dialog.getByLabel('New password', { exact: true }).fill('Fresh123');
  await dialog.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Verification code error')).toBeVisible();
  await expect
    .poll(async () => (await world.control.journal(world.id, 'identity.confirm')).map((e) => e.code))
    .toEqual(['verify.code.error']);
  expect(await world.control.journal(world.id, 'password.setByPhone')).toHaveLength(0);
  await expect(dialog.getByLabel('Verification code', { exact: true })).toHaveValue('');
});
