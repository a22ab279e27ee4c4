import { CONTENT_TYPE } from '@m/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LOCAL_KEYS, SESSION_KEYS } from '../shared/storage-keys';
import { renderApp } from '../test/render-app';
import { engine, loginAs, useWorld } from '../test/server';

// The frame, home and navigation items of the checklist, each test named by the item it asserts,
// on the whole site through MSW and the simulator engine.

// Lazy chunks (the popups) and a shared CPU: allow more than the 1 s default.
configure({ asyncUtilTimeout: 15_000 });

const header = () => screen.findByRole('banner');
/** The marquee's button of notice titles (the other one is the inbox), once the titles are in. */
const marqueeTitles = async () =>
  within(await screen.findByRole('region', { name: 'Latest announcements' })).findByRole('button', { name: /^(?!Inbox)\S/ });
const calls = (worldId: string) =>
  engine
    .world(worldId)
    .journal.list()
    .map((e) => e.endpoint);

describe('home header', () => {
  it('G-012: a guest sees the logo (back home), the language control, the side-menu icon, Login and Register', async () => {
    useWorld();
    const app = renderApp('/m/home');
    const banner = await header();
    expect(within(banner).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Deposit' })).not.toBeInTheDocument();
    // The home header also stands under the popups: its logo leaves /m/login for home.
    await app.router.navigate('/m/login');
    await screen.findByRole('dialog', { name: 'Login' });
    await userEvent.click(within(await header()).getByRole('button', { name: 'Go to home', hidden: true }));
    await waitFor(() => expect(app.pathname()).toBe('/m/home'));
  });

  it('G-013: a member sees the logo, the language control, the side-menu icon, Deposit (/m/voucherCenter) and Withdraw (/m/withdraw)', async () => {
    loginAs(useWorld(), 'player01');
    const app = renderApp('/m/home');
    const banner = await header();
    expect(within(banner).getByRole('button', { name: 'Go to home' })).toBeInTheDocument();
    expect(within(banner).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    await userEvent.click(within(banner).getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(app.pathname()).toBe('/m/voucherCenter'));
    await app.router.navigate('/m/home');
    await userEvent.click(within(await header()).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(app.pathname()).toBe('/m/withdraw'));
  });
});

describe('side menu', () => {
  it('G-021: download, customer service, Telegram for everyone; logout for a member', async () => {
    const world = useWorld();
    loginAs(world, 'player01');
    renderApp('/m/home');
    await userEvent.click(within(await header()).getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Download the app' })).toHaveAttribute('href', '/m/app');
    expect(within(menu).getByRole('link', { name: 'Customer service' })).toHaveAttribute('href', '/m/customer');
    expect(within(menu).getByRole('link', { name: 'Telegram' })).toHaveAttribute(
      'href',
      engine.world(world).state.settings.info.customerService.telegram,
    );
    expect(await within(menu).findByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('G-021, A-150: a web clip (?webClip=1) keeps its flag in local storage, and the menu then has no download item', async () => {
    useWorld();
    // The flag is read from the page's own address (a web clip's start URL), not the router's.
    const before = window.location.href;
    window.history.replaceState(null, '', '/m/home?webClip=1');
    try {
      renderApp('/m/home?webClip=1');
      await userEvent.click(within(await header()).getByRole('button', { name: 'Open menu' }));
      const menu = await screen.findByRole('dialog', { name: 'Menu' });
      expect(window.localStorage.getItem(LOCAL_KEYS.webClip)).toBe('1');
      expect(within(menu).getByRole('link', { name: 'Customer service' })).toBeInTheDocument();
      expect(within(menu).queryByRole('link', { name: 'Download the app' })).not.toBeInTheDocument();
      expect(within(menu).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    } finally {
      window.history.replaceState(null, '', before);
    }
  });
});

describe('account popups', () => {
  it('A-022: opening register closes login and forgot-password; opening login closes register and forgot-password', async () => {
    useWorld();
    const app = renderApp('/m/login');
    const login = await screen.findByRole('dialog', { name: 'Login' });
    await userEvent.click(within(login).getByRole('link', { name: 'No account yet? Sign up' }));
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument();
    await app.router.navigate('/m/forget');
    expect(await screen.findByRole('dialog', { name: 'Forgot password' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Register' })).not.toBeInTheDocument();
    await app.router.navigate('/m/login');
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Forgot password' })).not.toBeInTheDocument();
    await app.router.navigate('/m/forget');
    await screen.findByRole('dialog', { name: 'Forgot password' });
    await app.router.navigate('/m/register');
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Forgot password' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument();
  });
});

describe('footer menu', () => {
  const footer = () => screen.findByRole('navigation', { name: 'Main navigation' });

  it('A-163: invite shows for a guest (to registration) and for a member only while REFERRAL is on', async () => {
    const world = useWorld();
    const guest = renderApp('/m/home');
    expect(within(await footer()).getByRole('link', { name: 'Invite' })).toHaveAttribute('href', '/m/register');
    guest.unmount();

    engine.world(world).patch({ settings: { info: { whitelabel: { REFERRAL: false } } } });
    loginAs(world, 'player01');
    const off = renderApp('/m/home');
    await within(await footer()).findByRole('link', { name: /Member/ });
    expect(within(await footer()).queryByRole('link', { name: 'Invite' })).not.toBeInTheDocument();
    off.unmount();

    engine.world(world).patch({ settings: { info: { whitelabel: { REFERRAL: true } } } });
    renderApp('/m/home');
    expect(await within(await footer()).findByRole('link', { name: 'Invite' })).toHaveAttribute('href', '/m/activity');
  });
});

describe('home on load', () => {
  it("G-009: a guest's home asks the announcements; a member's also the wallet, the session renewal and the contract check", async () => {
    const guestWorld = useWorld();
    const guest = renderApp('/m/home');
    await screen.findByRole('region', { name: 'Latest announcements' });
    await waitFor(() => expect(calls(guestWorld)).toContain('announcements.list'));
    expect(calls(guestWorld)).not.toContain('auth.renew');
    guest.unmount();

    const world = useWorld();
    loginAs(world, 'agent001');
    renderApp('/m/home');
    await waitFor(() =>
      expect(calls(world)).toEqual(
        expect.arrayContaining(['announcements.list', 'wallet.member', 'auth.renew', 'agent.salaryContractInfo']),
      ),
    );
  });

  it('G-010: the notice popup shows once per browser session: it sets the session flag and does not come back', async () => {
    const world = useWorld('notice-popup');
    const popups = engine.world(world).state.announcements.filter((a) => a.type === CONTENT_TYPE.popup && a.groupName === 'm_home');
    expect(popups.length).toBeGreaterThan(0);
    const first = renderApp('/m/home');
    expect(await screen.findByRole('dialog', { name: popups[0]!.title })).toBeInTheDocument();
    expect(window.sessionStorage.getItem(SESSION_KEYS.noticeShown)).toBe('1');
    first.unmount();
    renderApp('/m/home');
    await marqueeTitles();
    expect(screen.queryByRole('dialog', { name: popups[0]!.title })).not.toBeInTheDocument();
  });

  it('G-010: no popup without popup announcements', async () => {
    useWorld();
    renderApp('/m/home');
    await marqueeTitles();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(SESSION_KEYS.noticeShown)).toBeNull();
  });
});

describe('announcements need a session', () => {
  it('A-139: a guest opening the notice list or the inbox from the marquee gets the login popup; a member opens the list', async () => {
    const world = useWorld();
    const guest = renderApp('/m/home');
    await userEvent.click(await marqueeTitles());
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(guest.pathname()).toBe('/m/home');
    guest.unmount();
    const inbox = renderApp('/m/home');
    await userEvent.click(
      within(await screen.findByRole('region', { name: 'Latest announcements' })).getByRole('button', { name: /^Inbox/ }),
    );
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    inbox.unmount();

    loginAs(world, 'player01');
    const member = renderApp('/m/home');
    await userEvent.click(await marqueeTitles());
    await waitFor(() => expect(member.pathname()).toBe('/m/notice'));
  });

  it("A-133: with no announcements the marquee and the notice list say 'No announcements'", async () => {
    const world = useWorld();
    engine.world(world).patch({ announcements: [] });
    loginAs(world, 'player01');
    const app = renderApp('/m/home');
    const marquee = await screen.findByRole('region', { name: 'Latest announcements' });
    expect(await within(marquee).findByRole('button', { name: 'No announcements' })).toBeInTheDocument();
    await app.router.navigate('/m/notice');
    expect(await screen.findByText('No announcements')).toBeInTheDocument();
  });
});
