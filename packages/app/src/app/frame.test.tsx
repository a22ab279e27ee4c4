import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LOCAL_KEYS } from '../shared/storage-keys';
import { useSessionStore } from '../shared/stores/session-store';
import { resetUiStore } from '../shared/stores/ui-store';
import { api } from '@m/contracts';
import { call } from '../shared/api/client';
import { renderApp } from '../test/render-app';
import { addFaults, loginAs, useWorld } from '../test/server';

/** The login popup is a lazy chunk (the form and react-hook-form): its first load in a worker can take seconds on a busy machine. */
const POPUP_WAIT = { timeout: 15_000 };

const signIn = (worldId: string) => loginAs(worldId, 'player01');

describe('frame on home-like paths (A-005, G-001)', () => {
  it.each(['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'])('%s shows the home header for guests', async (path) => {
    useWorld();
    renderApp(path);
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });

  it('unknown paths fall back to home (A-002)', async () => {
    useWorld();
    renderApp('/m/does-not-exist');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows the footer texts (A-164) with the minimum age from settings, and a skip link to the content', async () => {
    useWorld();
    renderApp('/m/home');
    expect(await screen.findByText('You must be at least 18 years old to use this site.')).toBeInTheDocument();
    expect(screen.getByText('Games carry financial risk. Please play responsibly.')).toBeInTheDocument();
    expect(screen.getByText(/not liable for any breach of local online-gambling law/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
  });

  it('Login in the header opens the login popup over home', async () => {
    useWorld();
    const app = renderApp('/m/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Login' }, POPUP_WAIT)).toBeInTheDocument();
    expect(app.pathname()).toBe('/m/login');
  });

  it('the side menu offers Login and Register to guests (G-018)', async () => {
    useWorld();
    const app = renderApp('/m/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(app.pathname()).toBe('/m/register'));
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeInTheDocument();
  });
});

describe('popup routes (A-003, A-004)', () => {
  it.each([
    ['/m/login', 'Login'],
    ['/m/register', 'Register'],
    ['/m/register.html', 'Register'],
    ['/m/forget', 'Forgot password'],
  ])('%s opens over home and closing goes to /m/home', async (path, title) => {
    useWorld();
    const app = renderApp(path);
    const dialog = await screen.findByRole('dialog', { name: title });
    // Home is underneath: its header is rendered.
    expect(screen.getByRole('button', { name: 'Open menu', hidden: true })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(app.pathname()).toBe('/m/home'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument());
  });

  it.each(['/m/login', '/m/register', '/m/forget'])('a member opening %s lands on /m/home without a popup', async (path) => {
    const world = useWorld();
    signIn(world);
    const app = renderApp(path);
    // The frame shows once the system status has answered (StatusGate): slow on a busy machine.
    expect(await screen.findByRole('button', { name: 'Open menu' }, POPUP_WAIT)).toBeInTheDocument();
    await waitFor(() => expect(app.pathname()).toBe('/m/home'));
    // The member's header: Deposit where a guest has Login.
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a guest who logs in inside the /m/login popup is taken home by the popup, not bounced by the member rule', async () => {
    useWorld();
    const app = renderApp('/m/login');
    const dialog = await screen.findByRole('dialog', { name: 'Login' }, POPUP_WAIT);
    await userEvent.type(within(dialog).getByLabelText('Username', { selector: 'input' }), 'player01');
    await userEvent.type(within(dialog).getByLabelText('Password', { selector: 'input' }), 'Test1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(useSessionStore.getState().session?.userName).toBe('player01'));
    await waitFor(() => expect(app.pathname()).toBe('/m/home'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument());
  });

  it('/m/changePsw without a session redirects to /m/home', async () => {
    useWorld();
    const app = renderApp('/m/changePsw');
    await screen.findByRole('button', { name: 'Login' });
    await waitFor(() => expect(app.pathname()).toBe('/m/home'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('/m/changePsw with a session opens the popup and hides the footer menu', async () => {
    signIn(useWorld());
    renderApp('/m/changePsw');
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation', hidden: true })).not.toBeInTheDocument();
  });
});

describe('back header routes (A-005..A-007)', () => {
  it('shows the translated title, and back on /m/notice goes to /m/home', async () => {
    useWorld();
    const app = renderApp('/m/notice');
    expect(await screen.findByRole('heading', { level: 1, name: 'Announcements' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(app.pathname()).toBe('/m/home'));
  });

  it('goes back one step on other pages', async () => {
    useWorld();
    const app = renderApp('/m/home');
    await screen.findByRole('button', { name: 'Login' });
    await app.router.navigate('/m/lott');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lottery' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(app.pathname()).toBe('/m/home'));
  });

  it('hides the footer menu on /m/help (G§2)', async () => {
    useWorld();
    renderApp('/m/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help centre' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('/m/feedback without a session opens login (A§2); after the login the member is on /m/feedback', async () => {
    useWorld();
    const app = renderApp('/m/feedback');
    const dialog = await screen.findByRole('dialog', { name: 'Login' }, POPUP_WAIT);
    expect(app.pathname()).toBe('/m/login');
    await userEvent.type(within(dialog).getByLabelText('Username', { selector: 'input' }), 'player01');
    await userEvent.type(within(dialog).getByLabelText('Password', { selector: 'input' }), 'Test1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(app.pathname()).toBe('/m/feedback'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback' })).toBeInTheDocument();
  });
});

describe('footer menu (G§2)', () => {
  it('member centre and deposit open the login popup over the page for guests; promotions does not need a session', async () => {
    useWorld();
    const app = renderApp('/m/help');
    await screen.findByRole('heading', { level: 1, name: 'Help centre' });
    await app.router.navigate('/m/activity');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await userEvent.click(within(nav).getByRole('link', { name: /Member/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Login' }, POPUP_WAIT);
    expect(app.pathname()).toBe('/m/activity');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument());
    expect(app.pathname()).toBe('/m/activity');
    await userEvent.click(
      within(await screen.findByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: /Deposit/ }),
    );
    expect(await screen.findByRole('dialog', { name: 'Login' }, POPUP_WAIT)).toBeInTheDocument();
    expect(app.pathname()).toBe('/m/activity');
    await app.router.navigate('/m/home');
    await userEvent.click(
      within(await screen.findByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: /Promotions/ }),
    );
    await waitFor(() => expect(app.pathname()).toBe('/m/activity'));
  });
});

describe('language and theme (A-167, A-170)', () => {
  it('switching to PT and VI translates the header and sets <html lang>, and the choice persists', async () => {
    useWorld();
    renderApp('/m/home');
    const language = await screen.findByRole('combobox', { name: 'Language' });
    await userEvent.selectOptions(language, 'pt');
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cadastrar' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('pt');
    expect(window.localStorage.getItem(LOCAL_KEYS.language)).toBe('pt');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'vi');
    expect(await screen.findByRole('button', { name: 'Đăng nhập' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Đăng ký' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('vi');
  });

  it('the theme is light by default, toggles to dark and persists across a reload', async () => {
    useWorld();
    const first = renderApp('/m/home');
    expect(document.documentElement.dataset.theme).toBe('light');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem(LOCAL_KEYS.theme)).toBe('dark');
    // A reload: the page goes away, the stores start again from storage, the site renders anew.
    first.unmount();
    document.documentElement.removeAttribute('data-theme');
    resetUiStore();
    renderApp('/m/home');
    expect(document.documentElement.dataset.theme).toBe('dark');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });
});

describe('api errors in the frame (A-159)', () => {
  it("'logged out' clears the session, shows its message and opens login", async () => {
    const world = useWorld();
    signIn(world);
    const app = renderApp('/m/home');
    await screen.findByRole('button', { name: 'Open menu' });
    await addFaults(world, [{ endpoint: 'system.settings', code: 'logged.out', times: 1 }]);
    await expect(call(api.system.settings, {}, { quiet: false })).rejects.toMatchObject({ code: 'logged.out' });
    expect(await screen.findByText('The account has been logged out, please log in again')).toBeInTheDocument();
    expect(useSessionStore.getState().session).toBeNull();
    await waitFor(() => expect(app.pathname()).toBe('/m/login'));
  });
});
