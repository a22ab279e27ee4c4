import { decodeStoredSession, SESSION_STORAGE_KEY } from '@m/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { peekMemberInfo } from '../../shared/session/member-info';
import { useSessionStore } from '../../shared/stores/session-store';
import { resetUiStore } from '../../shared/stores/ui-store';
import { renderApp } from '../../test/render-app';
import { addFaults, engine, loginAs, releaseLatency, useWorld } from '../../test/server';
import { loadValidationRules } from '../../shared/validation/use-validation-rules';
import { returnPathOf } from './login-popup';
import { i18n } from '../../shared/i18n/i18n';
import { LOGIN_LANGUAGE_DEBOUNCE_MS } from '../../shared/constants';

/**
 * The login popup through MSW and the simulator engine (A-019..A-038, A-093..A-097): the flows no
 * story of login-popup.stories.tsx plays. What the empty form, the empty submit and every switch
 * off show is checked on those stories (login-popup-stories.test.tsx), rendered once.
 */

function useLoginPopup(scenario?: string) {
  const worldId = useWorld(scenario);
  const app = renderApp('/m/login');
  return { worldId, world: engine.world(worldId), app, opened: screen.findByRole('dialog', { name: 'Login' }) };
}

const field = (dialog: HTMLElement, name: string) => within(dialog).getByLabelText(name, { selector: 'input' });

async function fillLogin(dialog: HTMLElement, username: string, password: string) {
  await userEvent.clear(field(dialog, 'Username'));
  await userEvent.type(field(dialog, 'Username'), username);
  await userEvent.clear(field(dialog, 'Password'));
  await userEvent.type(field(dialog, 'Password'), password);
}

describe('login popup', () => {
  it('logs in with trimmed inputs, stores the session and the remembered password, closes, shows member navigation (A-029, A-034, A-093)', async () => {
    const { opened, app } = useLoginPopup();
    const dialog = await opened;
    await fillLogin(dialog, '  player01 ', 'Test1234');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Remember password' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(app.pathname()).toBe('/m/home'));
    expect(useSessionStore.getState().session).toMatchObject({
      userName: 'player01',
      type: 0,
      merchantCode: 'MOCKM01',
      firstTimeLogin: false,
    });
    expect(decodeStoredSession(localStorage.getItem(SESSION_STORAGE_KEY))).toMatchObject({ userName: 'player01' });
    expect(localStorage.getItem('remPass')).toBe(btoa(btoa('Test1234')));
    await waitFor(() => expect(peekMemberInfo()?.account).toBe('player01'));
    expect(await screen.findByRole('button', { name: 'Deposit' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('re-validates the touched fields 200 ms after a language change, not before (A-169)', async () => {
    const { opened } = useLoginPopup();
    const dialog = await opened;
    await userEvent.type(field(dialog, 'Username'), 'ab');
    await userEvent.tab();
    expect(await within(dialog).findByText('Use 4 to 16 letters, digits or underscores')).toBeInTheDocument();
    await i18n.loadLanguages('pt');
    // A-169's timing is checked on the field checks themselves: each check of the username reads
    // its rule from the page's one rules table (the query cache), so the reads are counted there.
    const rules = (await loadValidationRules()) as Record<string, unknown>;
    const rule = rules.loginUsername;
    let reads = 0;
    Object.defineProperty(rules, 'loginUsername', { configurable: true, get: () => (reads++, rule) });
    const usernameChecks = () => reads;
    // Only the page's timers are faked (MSW, the DOM and testing-library keep theirs).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      reads = 0;
      fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'pt' } });
      // The message is a key, so it reads in Portuguese as soon as the language is in; the check itself waits.
      const ptMessage = () => within(dialog).queryByText('Use de 4 a 16 letras, números ou sublinhados');
      // The Portuguese texts load through real I/O: turn the event loop (inside act) until they are in, 10 s at most.
      const giveUpAt = Date.now() + 10_000;
      while (!ptMessage() && Date.now() < giveUpAt) await act(() => new Promise<void>((next) => setImmediate(next)));
      expect(ptMessage()).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(LOGIN_LANGUAGE_DEBOUNCE_MS - 1));
      expect(usernameChecks()).toBe(0);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(usernameChecks()).toBeGreaterThan(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('pre-fills the remembered credentials of the method (A-034)', async () => {
    localStorage.setItem('sass', '1');
    localStorage.setItem('remPass', btoa(btoa('Test1234')));
    localStorage.setItem(
      'rememberedLogin',
      JSON.stringify({ username: { type: 'username', username: 'player01', password: btoa(btoa('Test1234')), countryDialingCode: '+55' } }),
    );
    const { opened } = useLoginPopup();
    const dialog = await opened;
    expect(field(dialog, 'Username')).toHaveValue('player01');
    expect(field(dialog, 'Password')).toHaveValue('Test1234');
    expect(within(dialog).getByRole('checkbox', { name: 'Remember password' })).toBeChecked();
  });

  it("switching the method loads that method's remembered credentials and a fresh captcha (A-026)", async () => {
    localStorage.setItem('sass', '1');
    localStorage.setItem(
      'rememberedLogin',
      JSON.stringify({ sms: { type: 'sms', username: '11987650000', password: '', countryDialingCode: '+84' } }),
    );
    const { opened, world } = useLoginPopup('captcha-required');
    const dialog = await opened;
    await fillLogin(dialog, 'player01', 'wrong-pass');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await within(dialog).findByLabelText('Captcha', { selector: 'input' });
    await waitFor(() => expect(world.peek().captcha).not.toBeNull());
    const first = world.peek().captcha;
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Mobile number' }));
    expect(field(dialog, 'Mobile number')).toHaveValue('11987650000');
    expect(within(dialog).getByRole('combobox', { name: 'Country code' })).toHaveValue('+84');
    await waitFor(() => expect(world.journal.list('auth.captcha')).toHaveLength(2));
    expect(first).toMatch(/^\d{4}$/);
  });

  it('sends a first-time login on to the forced password change (A-093, seam 4)', async () => {
    const { opened, app } = useLoginPopup();
    const dialog = await opened;
    await fillLogin(dialog, 'newbie01', 'Test1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(app.pathname()).toBe('/m/changePsw'));
  });

  it('shows the captcha after the failure that asks for it, then requires it (A-023, A-025)', async () => {
    const { opened, world } = useLoginPopup('captcha-required');
    const dialog = await opened;
    await fillLogin(dialog, 'player01', 'wrong-pass');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const captcha = await within(dialog).findByLabelText('Captcha', { selector: 'input' });
    const reload = within(dialog).getByRole('button', { name: 'Captcha image, tap to get a new one' });
    await waitFor(() => expect(reload.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png;base64,/));
    expect(await screen.findByText('Wrong username or password.')).toBeInTheDocument();
    await fillLogin(dialog, 'player01', 'Test1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Please enter the captcha')).toBeInTheDocument();
    await waitFor(() => expect(captcha).toHaveFocus());
    await waitFor(() => expect(world.peek().captcha).not.toBeNull());
    await userEvent.type(captcha, world.peek().captcha ?? '');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(useSessionStore.getState().session?.userName).toBe('player01'));
  });

  it('logs in by SMS: rule check before the slider, slider, code field enabled, countdown from 60 (A-036..A-038)', async () => {
    const { opened, world } = useLoginPopup();
    const dialog = await opened;
    vi.useFakeTimers({ toFake: ['Date'], now: world.clock.now() });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Mobile number' }));
    const code = field(dialog, 'Verification code');
    expect(code).toBeDisabled();
    await userEvent.type(field(dialog, 'Mobile number'), '123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fetch code' }));
    expect(await within(dialog).findByText('Enter a mobile number of 9 to 11 digits')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Security check' })).not.toBeInTheDocument();

    const mobile = world.state.users.player01.mobileNum;
    await userEvent.clear(field(dialog, 'Mobile number'));
    await userEvent.type(field(dialog, 'Mobile number'), mobile);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fetch code' }));
    const slider = await screen.findByRole('dialog', { name: 'Security check' });
    const hint = await within(slider).findByText(/^Move the slider to \d+/);
    const target = Number(/to (\d+)/.exec(hint.textContent ?? '')?.[1]);
    fireEvent.change(within(slider).getByRole('slider', { name: 'Slider position' }), { target: { value: String(target) } });
    await userEvent.click(within(slider).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByRole('button', { name: 'You can request a new code in 60 seconds' })).toBeDisabled();
    await waitFor(() => expect(code).toBeEnabled());
    await userEvent.type(code, world.peek().sms[0].code);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(useSessionStore.getState().session?.userName).toBe('player01'));
  });

  it('a code asked for before the rules table arrived waits for it: an invalid number gets its message and no slider (A-036)', async () => {
    const worldId = useWorld();
    await addFaults(worldId, [{ endpoint: 'validation.rules', latencyMs: 60_000, times: 1 }]);
    renderApp('/m/login');
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Mobile number' }));
    await userEvent.type(field(dialog, 'Mobile number'), '123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fetch code' }));
    expect(screen.queryByRole('dialog', { name: 'Security check' })).not.toBeInTheDocument();
    releaseLatency();
    expect(await within(dialog).findByText('Enter a mobile number of 9 to 11 digits')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Security check' })).not.toBeInTheDocument();
    expect(engine.world(worldId).peek().sms).toHaveLength(0);
  });
});

describe('returnPathOf', () => {
  it('goes back to a page of the site that sent the guest to the login', () => {
    expect(returnPathOf({ from: '/m/feedback' })).toBe('/m/feedback');
    expect(returnPathOf({ from: '/m/messageDetail?id=3' })).toBe('/m/messageDetail?id=3');
  });
  it('nowhere for no state, another origin, an unknown path or the login itself', () => {
    for (const state of [
      null,
      undefined,
      'x',
      {},
      { from: 3 },
      { from: 'https://evil.example/m/home' },
      { from: '//evil.example/m/x' },
      { from: '/m/no-such-page' },
      { from: '/m/login' },
      { from: 'javascript:alert(1)' },
    ]) {
      expect(returnPathOf(state)).toBeNull();
    }
  });
});

describe('session entry points', () => {
  it('adopts a token from the URL, refreshes member info and removes the parameter (A-095, A-096)', async () => {
    const worldId = useWorld();
    const token = engine.world(worldId).openSession('nochat01');
    const app = renderApp(`/m/home?token=${token}&aff=AB12`);
    await waitFor(() => expect(useSessionStore.getState().session).toMatchObject({ token, userName: 'nochat01', type: 0 }));
    await waitFor(() => expect(peekMemberInfo()?.memberLabel).toEqual([{ labelName: 'nochat' }]));
    expect(app.pathname()).toBe('/m/home');
    expect(await screen.findByRole('button', { name: 'Deposit' })).toBeInTheDocument();
  });

  it('logs out after the confirmation: token dead, session, trial name and session storage cleared (A-094)', async () => {
    const worldId = useWorld();
    const token = loginAs(worldId, 'player01');
    sessionStorage.setItem('noticeShown', '1');
    localStorage.setItem('trialName', 'x');
    const app = renderApp('/m/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByText('Account: player01')).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('button', { name: 'Log out' }));
    const confirm = await screen.findByRole('dialog', { name: 'Do you want to log out?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(useSessionStore.getState().session).toBeNull());
    expect(sessionStorage.getItem('noticeShown')).toBeNull();
    expect(localStorage.getItem('trialName')).toBeNull();
    expect(localStorage.getItem('autoLogin')).toBe('0');
    expect(engine.world(worldId).state.sessions[token]).toBeUndefined();
    await waitFor(() => expect(app.pathname()).toBe('/m/home'));
  });

  it('a type-4 URL token is never stored as another type and asks for no unread count (A-095, A-129)', async () => {
    const worldId = useWorld('trial-user');
    const token = engine.world(worldId).openSession('trial1');
    const types: number[] = [];
    const stop = useSessionStore.subscribe((st) => {
      if (st.session) types.push(st.session.type);
    });
    try {
      const app = renderApp(`/m/home?token=${token}`);
      await waitFor(() => expect(useSessionStore.getState().session).toMatchObject({ token, userName: 'trial1', type: 4 }));
      await waitFor(() => expect(peekMemberInfo()?.account).toBe('trial1'));
      expect(app.pathname()).toBe('/m/home');
    } finally {
      stop();
    }
    expect(new Set(types)).toEqual(new Set([4]));
    const endpoints = engine
      .world(worldId)
      .journal.list()
      .map((e) => e.endpoint);
    expect(endpoints).toContain('auth.memberInfo');
    expect(endpoints.filter((e) => e === 'member.inboxUnread' || e === 'member.chatUnread' || e === 'announcements.unread')).toEqual([]);
    expect(useSessionStore.getState().pendingToken).toBeNull();
  });

  it('an agent URL token on /m/agent waits for member info and stays on the agent home (G-086)', async () => {
    const worldId = useWorld();
    const token = engine.world(worldId).openSession('agent001');
    const app = renderApp(`/m/agent?token=${token}`);
    expect(await screen.findByRole('heading', { name: /^Good [a-z ]+, agent001$/ })).toBeInTheDocument();
    expect(app.pathname()).toBe('/m/agent');
    expect(useSessionStore.getState().session).toMatchObject({ token, type: 1 });
  });

  it('a dead URL token leaves a member their own session', async () => {
    const worldId = useWorld();
    const own = loginAs(worldId, 'player01');
    const app = renderApp('/m/home?token=not-a-live-token');
    await waitFor(() => expect(app.pathname()).toBe('/m/home'));
    await waitFor(() => expect(useSessionStore.getState().pendingToken).toBeNull());
    expect(useSessionStore.getState().session).toMatchObject({ token: own, userName: 'player01' });
    expect(await screen.findByRole('button', { name: 'Deposit' })).toBeInTheDocument();
  });

  it('/m/trail asks a member first: staying keeps the session, no trial account is made (A-097)', async () => {
    const worldId = useWorld();
    const own = loginAs(worldId, 'player01');
    const app = renderApp('/m/trail');
    expect(await screen.findByText(/^You are logged in as player01\. A free trial uses a separate trial account/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stay logged in' }));
    await waitFor(() => expect(app.pathname()).toBe('/m/home'));
    expect(useSessionStore.getState().session).toMatchObject({ token: own, userName: 'player01', type: 0 });
    expect(
      engine
        .world(worldId)
        .journal.list()
        .map((e) => e.endpoint),
    ).not.toContain('auth.trialLogin');
  });

  it('/m/trail: a member who chooses the trial is logged out, then gets one (A-097, A-094)', async () => {
    const worldId = useWorld();
    const own = loginAs(worldId, 'player01');
    const app = renderApp('/m/trail');
    await userEvent.click(await screen.findByRole('button', { name: 'Log out and start the trial' }));
    await waitFor(() => expect(app.pathname()).toBe('/m/home'));
    expect(useSessionStore.getState().session).toMatchObject({ userName: 'trial1', type: 4 });
    expect(engine.world(worldId).state.sessions[own]).toBeUndefined();
    expect(localStorage.getItem('autoLogin')).toBe('0');
  });

  it('/m/trail: the question in Vietnamese (A-168)', async () => {
    const worldId = useWorld();
    loginAs(worldId, 'player01');
    localStorage.setItem('language', 'vi');
    resetUiStore();
    renderApp('/m/trail');
    expect(await screen.findByRole('button', { name: 'Giữ đăng nhập' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Đăng xuất và bắt đầu chơi thử' })).toBeInTheDocument();
    expect(screen.getByText(/^Bạn đang đăng nhập với tài khoản player01\./)).toBeInTheDocument();
  });

  it('/m/trail with a trial session goes home with it, no new trial account (A-097)', async () => {
    const worldId = useWorld('trial-user');
    const own = loginAs(worldId, 'trial1');
    const app = renderApp('/m/trail');
    await waitFor(() => expect(app.pathname()).toBe('/m/home'));
    expect(useSessionStore.getState().session).toMatchObject({ token: own, userName: 'trial1' });
    expect(
      engine
        .world(worldId)
        .journal.list()
        .map((e) => e.endpoint),
    ).not.toContain('auth.trialLogin');
  });

  it('/m/trail waits, logs a trial account in and goes home (A-097, A-098)', async () => {
    useWorld();
    const app = renderApp('/m/trail');
    await waitFor(() => expect(app.pathname()).toBe('/m/home'));
    const session = useSessionStore.getState().session;
    expect(session).toMatchObject({ userName: 'trial1', type: 4 });
    expect(session).not.toHaveProperty('firstTimeLogin');
    expect(localStorage.getItem('trialName')).toBe('trial1');
  });
});
