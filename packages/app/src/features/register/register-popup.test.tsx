import { contractHeaders, endpointList } from '@m/contracts';
import { routes } from '@m/contracts/routes';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../shared/stores/session-store';
import { renderApp } from '../../test/render-app';
import { addFaults, engine, useWorld } from '../../test/server';

// Screens load settings, rules and the popup chunk: give them time on a busy machine (the suite runs in parallel).
configure({ asyncUtilTimeout: 5_000 });

const dialog = () => screen.findByRole('dialog', { name: 'Register' });
const journal = (worldId: string, id: string) => engine.world(worldId).journal.list(id);

/** Types into the field named `name` inside the register dialog. */
async function type(name: string | RegExp, text: string) {
  const box = await within(await dialog()).findByRole('textbox', { name });
  await userEvent.clear(box);
  await userEvent.type(box, text);
}
async function typeSecret(label: string, text: string) {
  await userEvent.type(await within(await dialog()).findByLabelText(label, { selector: 'input' }), text);
}

/**
 * The flows no story of register-popup.stories.tsx plays: what the username form, the mobile-only
 * form and the unchecked agreement show is checked on those stories (register-popup-stories.test.tsx),
 * rendered once.
 */
describe('register popup (A-042..A-056)', () => {
  it('opens the terms and policy modals', async () => {
    useWorld();
    renderApp('/m/register');
    await userEvent.click(await within(await dialog()).findByRole('button', { name: 'Privacy policy' }));
    const policy = await screen.findByRole('dialog', { name: 'Privacy policy' });
    expect(within(policy).getByText(/128-bit encrypted/)).toBeInTheDocument();
  });

  it('validates everything on submit, focuses the first invalid field and sends nothing (A-056, A-052)', async () => {
    const worldId = useWorld();
    renderApp('/m/register');
    const d = await dialog();
    await userEvent.click(await within(d).findByRole('button', { name: 'Join now' }));
    const username = within(d).getByRole('textbox', { name: 'Username' });
    await waitFor(() => expect(username).toHaveFocus());
    expect(within(d).getByText('Use 6 to 12 lower-case letters or digits, starting with a letter')).toBeInTheDocument();
    expect(within(d).getByText('Please confirm the password')).toBeInTheDocument();
    await typeSecret('Password', 'Secret99');
    await typeSecret('Confirm password', 'Secret98');
    await userEvent.click(within(d).getByRole('button', { name: 'Join now' }));
    expect(await within(d).findByText('The passwords do not match')).toBeInTheDocument();
    expect(journal(worldId, 'register.byUsername')).toHaveLength(0);
  });

  it('shows a mismatched confirm as soon as either password field is left, in either typing order (A-052)', async () => {
    useWorld();
    renderApp('/m/register');
    const d = await dialog();
    const password = await within(d).findByLabelText('Password', { selector: 'input' });
    const confirm = within(d).getByLabelText('Confirm password', { selector: 'input' });
    // Password first, then a different confirm: leaving confirm shows the message.
    await userEvent.type(password, 'Secret99');
    await userEvent.type(confirm, 'Secret98');
    await userEvent.tab();
    expect(await within(d).findByText('The passwords do not match')).toBeInTheDocument();
    // Fixing confirm clears it.
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'Secret99');
    await waitFor(() => expect(within(d).queryByText('The passwords do not match')).toBeNull());
    // Confirm first, then a different password: leaving the password shows the message again.
    await userEvent.clear(password);
    await userEvent.type(password, 'Other123');
    await userEvent.tab();
    expect(await within(d).findByText('The passwords do not match')).toBeInTheDocument();
  });

  it('registers by username, logs in and shows the account name; OK goes home (A-062)', async () => {
    const worldId = useWorld();
    const app = renderApp('/m/register');
    await type('Username', 'freshman1');
    await typeSecret('Password', 'Secret99');
    await typeSecret('Confirm password', 'Secret99');
    await waitFor(() => expect(engine.world(worldId).state.captcha).not.toBeNull());
    await type('Captcha', engine.world(worldId).state.captcha!.text);
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Join now' }));
    const done = await screen.findByRole('dialog', { name: 'Registered successfully' });
    expect(within(done).getByText('freshman1')).toBeInTheDocument();
    expect(useSessionStore.getState().session).toMatchObject({ userName: 'freshman1', type: 0, merchantCode: 'MOCKM01' });
    await userEvent.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(app.pathname()).toBe('/m/home'));
  });

  it('shows the server answer under its field: a taken username (A-067)', async () => {
    const worldId = useWorld();
    renderApp('/m/register');
    await type('Username', 'player01');
    await typeSecret('Password', 'Secret99');
    await typeSecret('Confirm password', 'Secret99');
    await waitFor(() => expect(engine.world(worldId).state.captcha).not.toBeNull());
    await type('Captcha', engine.world(worldId).state.captcha!.text);
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Join now' }));
    expect(await within(await dialog()).findByText('Sorry, the username already exists.')).toBeInTheDocument();
  });

  it('carries a typed mobile number over when switching method (A-046)', async () => {
    useWorld();
    renderApp('/m/register');
    const d = await dialog();
    await userEvent.click(await within(d).findByRole('tab', { name: 'Mobile number' }));
    await type('Mobile number', '11987654321');
    await userEvent.click(within(d).getByRole('tab', { name: 'Username' }));
    await userEvent.click(within(d).getByRole('tab', { name: 'Mobile number' }));
    expect(within(d).getByRole('textbox', { name: 'Mobile number' })).toHaveValue('11987654321');
  });

  it('shows the affiliate field for an invalid URL code and checks the typed code first (A-059, A-060)', async () => {
    const worldId = useWorld();
    renderApp('/m/register?aff=NOPE99');
    const d = await dialog();
    const aff = await within(d).findByRole('textbox', { name: 'Invitation code' });
    await type('Username', 'freshman2');
    await typeSecret('Password', 'Secret99');
    await typeSecret('Confirm password', 'Secret99');
    await type('Captcha', '0000');
    await type('Invitation code', 'BAD999');
    await userEvent.click(within(d).getByRole('button', { name: 'Join now' }));
    expect(await within(d).findByText('Invalid invitation code')).toBeInTheDocument();
    await waitFor(() => expect(aff).toHaveFocus());
    expect(journal(worldId, 'register.byUsername')).toHaveLength(0);
  });

  it('hides the affiliate field when the URL code is valid (A-059)', async () => {
    const worldId = useWorld();
    renderApp('/m/register?aff=AG0001');
    const d = await dialog();
    await within(d).findByRole('textbox', { name: 'Username' });
    await waitFor(() => expect(journal(worldId, 'register.checkAffiliate')).toHaveLength(1));
    expect(within(d).queryByRole('textbox', { name: 'Invitation code' })).toBeNull();
  });

  it("an agent's invite link (agent.info's inviteUrl) opens the registration with its code checked and accepted (A-059)", async () => {
    const worldId = useWorld();
    const token = engine.world(worldId).openSession('agent001');
    const res = await fetch(`${window.location.origin}${routes.agent.info.path}`, {
      headers: { ...contractHeaders(endpointList.find((e) => e.id === 'agent.info')!), token },
    });
    const { inviteUrl } = ((await res.json()) as { value: { inviteUrl: string } }).value;
    const link = new URL(inviteUrl, window.location.origin);
    renderApp(`${link.pathname}${link.search}`);
    const d = await dialog();
    await within(d).findByRole('textbox', { name: 'Username' });
    await waitFor(() =>
      expect(journal(worldId, 'register.checkAffiliate').map((e) => [e.code, e.query])).toEqual([
        ['OK', expect.objectContaining({ code: 'AG0001' })],
      ]),
    );
    expect(within(d).queryByRole('textbox', { name: 'Invitation code' })).toBeNull();
  });

  it("a member's referral link (the invite-friends link) names the new account's recommender", async () => {
    const worldId = useWorld();
    renderApp('/m/register?inviter=player01');
    await type('Username', 'freshman3');
    await typeSecret('Password', 'Secret99');
    await typeSecret('Confirm password', 'Secret99');
    await type('Captcha', engine.world(worldId).state.captcha?.text ?? (await waitFor(() => engine.world(worldId).state.captcha!.text)));
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Join now' }));
    await waitFor(() => expect(journal(worldId, 'register.byUsername')).toHaveLength(1));
    expect(journal(worldId, 'register.byUsername')[0]!.body).toMatchObject({ username: 'freshman3', recommenderId: 'player01' });
  });

  it('offers a retry when the registration settings fail to load (A-157)', async () => {
    const worldId = useWorld();
    await addFaults(worldId, [{ endpoint: 'register.settings', status: 503, code: 'system.upgrading', times: 1 }]);
    renderApp('/m/register');
    const d = await dialog();
    await userEvent.click(await within(d).findByRole('button', { name: 'Loading failed, click to retry' }));
    expect(await within(d).findByRole('textbox', { name: 'Username' })).toBeInTheDocument();
  });
});
