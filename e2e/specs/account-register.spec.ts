import { expect, storedSession, test } from '../support/fixtures';
import type { Page } from '@playwright/test';

// Registration: A-042..A-062, G-005.

/** Passes the slider human check the SMS button opens: the hint names the target. */
async function passSlider(page: Page) {
  const slider = page.getByRole('dialog', { name: 'Security check' });
  const hint = await slider.getByText(/Move the slider to/).textContent();
  const target = /to (\d+)/.exec(hint ?? '')?.[1];
  await slider.getByRole('slider', { name: 'Slider position' }).fill(target ?? '0');
  await slider.getByRole('button', { name: 'Verify' }).click();
  await expect(slider).toBeHidden();
}

/** The captcha the simulator issued for the image on screen. */
async function captchaText(page: Page, world: { id: string; control: { peek: (id: string) => Promise<{ captcha: string | null }> } }) {
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await expect(dialog.getByRole('button', { name: /Captcha image/ }).locator('img')).toBeVisible();
  return (await world.control.peek(world.id)).captcha ?? '';
}

test('registers by username: captcha, auto-login, success popup with the account name, OK goes home (A-042, A-062)', async ({
  page,
  world,
  axe,
}) => {
  await page.goto('/m/register');
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await expect(dialog.getByRole('img', { name: 'Site logo' })).toBeVisible();
  await expect(dialog.getByText('Welcome bonus for new members')).toBeVisible();
  await expect(dialog.getByRole('checkbox')).toBeChecked();
  await axe();
  await dialog.getByRole('textbox', { name: 'Username' }).fill('freshman1');
  await dialog.getByLabel('Password', { exact: true }).fill('Secret99');
  await dialog.getByLabel('Confirm password', { exact: true }).fill('Secret99');
  await dialog.getByRole('textbox', { name: 'Captcha' }).fill(await captchaText(page, world));
  await dialog.getByRole('button', { name: 'Join now' }).click();
  const done = page.getByRole('dialog', { name: 'Registered successfully' });
  await expect(done.getByText('freshman1')).toBeVisible();
  await expect(done.getByText('You are now logged in.')).toBeVisible();
  await axe();
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const session = await storedSession(page);
  expect(session?.userName).toBe('freshman1');
});

test('registers by mobile with the SMS code read through peek; the account name is generated (A-057, A-062, A-068)', async ({
  page,
  world,
}) => {
  await page.goto('/m/register');
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await dialog.getByRole('tab', { name: 'Mobile number' }).click();
  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill('11912345678');
  const code = dialog.getByRole('textbox', { name: 'Verification code' });
  await expect(code).toBeDisabled();
  await dialog.getByRole('button', { name: 'Fetch code' }).click();
  await passSlider(page);
  await expect(code).toBeEnabled();
  const sms = (await world.control.peek(world.id)).sms.find((s) => s.mobileNum === '11912345678');
  await code.fill(sms?.code ?? '');
  await dialog.getByLabel('Password', { exact: true }).fill('Secret99');
  await dialog.getByLabel('Confirm password', { exact: true }).fill('Secret99');
  await dialog.getByRole('textbox', { name: 'Captcha' }).fill(await captchaText(page, world));
  await dialog.getByRole('button', { name: 'Join now' }).click();
  const done = page.getByRole('dialog', { name: 'Registered successfully' });
  await expect(done.getByText('m12345678')).toBeVisible();
  await expect(done.getByText(/your mobile number 11912345678/)).toBeVisible();
  // the code is verified (no-login verification) before the registration is sent.
  const calls = (await world.control.journal(world.id))
    .map((e) => e.endpoint)
    .filter((id) => id === 'sms.verify' || id === 'register.byMobile');
  expect(calls).toEqual(['sms.verify', 'register.byMobile']);
});

test.describe('affiliate', () => {
  // The affiliate check answers 400 for an unknown code, which the browser logs.
  test.use({ expectedConsoleErrors: [/status of 400/] });
  test('an invalid affiliate code in the URL shows the field; a bad typed code stops the submit with its message (A-059, A-060)', async ({
    page,
    world,
  }) => {
    await page.goto('/m/register?aff=NOPE99');
    const dialog = page.getByRole('dialog', { name: 'Register' });
    const aff = dialog.getByRole('textbox', { name: 'Invitation code' });
    await expect(aff).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Username' }).fill('freshman3');
    await dialog.getByLabel('Password', { exact: true }).fill('Secret99');
    await dialog.getByLabel('Confirm password', { exact: true }).fill('Secret99');
    await dialog.getByRole('textbox', { name: 'Captcha' }).fill(await captchaText(page, world));
    await aff.fill('BAD999');
    await dialog.getByRole('button', { name: 'Join now' }).click();
    await expect(dialog.getByText('Invalid invitation code')).toBeVisible();
    await expect(aff).toBeFocused();
    expect(await world.control.journal(world.id, 'register.byUsername')).toHaveLength(0);
  });
});

test.describe('only mobile registration (A-044, A-045)', () => {
  test.use({ scenario: 'register-mobile-only' });
  test('opens on the mobile form without the method toggle', async ({ page }) => {
    await page.goto('/m/register');
    const dialog = page.getByRole('dialog', { name: 'Register' });
    await expect(dialog.getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
    await expect(dialog.getByRole('tab')).toHaveCount(0);
  });
});
