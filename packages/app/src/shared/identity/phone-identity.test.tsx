import { decryptBody } from '@m/contracts/codec';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../stores/session-store';
import { renderApp } from '../../test/render-app';
import { addFaults, engine, server, useWorld } from '../../test/server';

/** With FIREBASE on (scenario firebase-identity) codes go through the phone-identity service. */

configure({ asyncUtilTimeout: 5_000 });
const field = (dialog: HTMLElement, name: string) => within(dialog).getByLabelText(name, { selector: 'input' });

/** Passes the slider check the way a user does: reads the target from the hint. */
async function passSlider() {
  const slider = await screen.findByRole('dialog', { name: 'Security check' });
  const hint = await within(slider).findByText(/^Move the slider to \d+/);
  const target = Number(/to (\d+)/.exec(hint.textContent ?? '')?.[1]);
  fireEvent.change(within(slider).getByRole('slider', { name: 'Slider position' }), { target: { value: String(target) } });
  await userEvent.click(within(slider).getByRole('button', { name: 'Verify' }));
}

/** The decrypted bodies of the calls to `path` (default: login) the site makes. */
function captureBodies(path = '/api/auth/login') {
  const bodies: Promise<unknown>[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(path))
      bodies.push(
        request
          .clone()
          .json()
          .then((b) => decryptBody(b)),
      );
  };
  server.events.on('request:start', listener);
  return { all: () => Promise.all(bodies), stop: () => server.events.removeListener('request:start', listener) };
}

async function smsLoginUpToCode(worldId: string) {
  const world = engine.world(worldId);
  renderApp('/m/login');
  const dialog = await screen.findByRole('dialog', { name: 'Login' });
  vi.useFakeTimers({ toFake: ['Date'], now: world.clock.now() });
  await userEvent.click(within(dialog).getByRole('tab', { name: 'Mobile number' }));
  await userEvent.type(field(dialog, 'Mobile number'), world.state.users.player01.mobileNum);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Fetch code' }));
  await passSlider();
  return { world, dialog };
}

describe('phone-identity service on the site', () => {
  afterEach(() => vi.useRealTimers());

  it('logs in by SMS with type firebase and the service id token; the code came from the service (A-030, A-041)', async () => {
    const worldId = useWorld('firebase-identity');
    const logins = captureBodies();
    try {
      const { world, dialog } = await smsLoginUpToCode(worldId);
      expect(await within(dialog).findByRole('button', { name: 'You can request a new code in 60 seconds' })).toBeDisabled();
      const code = field(dialog, 'Verification code');
      await waitFor(() => expect(code).toBeEnabled());
      const mobile = world.state.users.player01.mobileNum;
      const sms = world.peek().sms.find((s) => s.mobileNum === mobile)!.code;
      await userEvent.type(code, sms);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
      await waitFor(() => expect(useSessionStore.getState().session?.userName).toBe('player01'));
      expect(world.journal.list('sms.send')).toHaveLength(0);
      expect(world.journal.list('identity.confirm').map((e) => e.code)).toEqual(['OK']);
      expect(await logins.all()).toEqual([
        expect.objectContaining({
          type: 'firebase',
          firebaseChannel: 'sms',
          firebaseIdToken: `fb-${mobile}-${sms}`,
          firebaseMobileNo: mobile,
          countryDialingCode: '+55',
        }),
      ]);
    } finally {
      logins.stop();
    }
  });

  it('a failed send through the service hides the loading toast silently (A-040)', async () => {
    const worldId = useWorld('firebase-identity');
    await addFaults(worldId, [{ endpoint: 'identity.sendCode', status: 500 }]);
    const { world, dialog } = await smsLoginUpToCode(worldId);
    await waitFor(() => expect(world.journal.list('identity.sendCode').map((e) => e.status)).toEqual([500]));
    // The loading toast goes, and no error toast takes its place (silently).
    await waitFor(() => expect(screen.queryByText('Please wait...')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Fetch code' })).toBeEnabled();
    expect(field(dialog, 'Verification code')).toBeDisabled();
  });

  it('set password by phone: a code the service refuses sends nothing to set-password; a good one logs in (A-089)', async () => {
    const worldId = useWorld('firebase-identity');
    const world = engine.world(worldId);
    renderApp('/m/forget');
    const d = await screen.findByRole('dialog', { name: 'Forgot password' });
    const mobile = world.state.users.player01.mobileNum;
    await userEvent.type(await within(d).findByRole('textbox', { name: 'Mobile number' }), mobile);
    await userEvent.click(within(d).getByRole('button', { name: 'Fetch code' }));
    await passSlider();
    const code = within(d).getByRole('textbox', { name: 'Verification code' });
    await waitFor(() => expect(code).toBeEnabled());
    const sms = world.peek().sms.find((s) => s.mobileNum === mobile)!.code;
    await userEvent.type(code, sms === '000000' ? '111111' : '000000');
    await userEvent.type(field(d, 'New password'), 'Fresh123');
    await userEvent.click(within(d).getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Verification code error');
    expect(world.journal.list('identity.confirm').map((e) => e.code)).toEqual(['verify.code.error']);
    expect(world.journal.list('password.setByPhone')).toHaveLength(0);
    await userEvent.type(code, sms);
    await userEvent.click(within(d).getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(useSessionStore.getState().session?.userName).toBe('player01'));
    expect(world.journal.list('password.setByPhone').map((e) => e.code)).toEqual(['OK']);
    expect(world.state.users.player01.password).toBe('Fresh123');
  }, 15_000);

  it('registration by mobile confirms the code with the service and adds firebaseChannel and firebaseIdToken (A-065)', async () => {
    const worldId = useWorld('firebase-identity');
    const world = engine.world(worldId);
    world.patch({ settings: { info: { whitelabel: { USERNAMEREG3: false } } } });
    const registrations = captureBodies('/api/register/mobile');
    try {
      renderApp('/m/register');
      const d = await screen.findByRole('dialog', { name: 'Register' });
      const mobile = '11987654321';
      await userEvent.type(await within(d).findByRole('textbox', { name: 'Mobile number' }), mobile);
      await userEvent.click(within(d).getByRole('button', { name: 'Fetch code' }));
      await passSlider();
      const code = within(d).getByRole('textbox', { name: 'Verification code' });
      await waitFor(() => expect(code).toBeEnabled());
      const sms = world.peek().sms.find((s) => s.mobileNum === mobile)!.code;
      await userEvent.type(code, sms);
      await userEvent.type(field(d, 'Password'), 'Secret99');
      await userEvent.type(field(d, 'Confirm password'), 'Secret99');
      await waitFor(() => expect(world.state.captcha).not.toBeNull());
      await userEvent.type(within(d).getByRole('textbox', { name: 'Captcha' }), world.state.captcha!.text);
      await userEvent.click(within(d).getByRole('button', { name: 'Join now' }));
      expect(await screen.findByRole('dialog', { name: 'Registered successfully' })).toBeInTheDocument();
      expect(world.journal.list('sms.verify')).toHaveLength(0);
      expect(world.journal.list('identity.confirm').map((e) => e.code)).toEqual(['OK']);
      expect(await registrations.all()).toEqual([
        expect.objectContaining({ mobileNum: mobile, firebaseChannel: 'sms', firebaseIdToken: `fb-${mobile}-${sms}` }),
      ]);
    } finally {
      registrations.stop();
    }
  }, 15_000);
});
