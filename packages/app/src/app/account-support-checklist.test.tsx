import { DEFAULT_MOBILE_DIGITS, DEVICE_OTHERS, FEEDBACK_CONTENT } from '@m/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';
import { addFaults, engine, loginAs, releaseLatency, useWorld } from '../test/server';

// Account and support items of the checklist, each test named by the item it asserts, on the whole
// site through MSW and the simulator engine.

// Lazy chunks (the popups) and a shared CPU: allow more than the 1 s default.
configure({ asyncUtilTimeout: 15_000 });

const bodiesOf = (worldId: string, endpoint: string) =>
  engine
    .world(worldId)
    .journal.list(endpoint)
    .map((e) => e.body as Record<string, unknown>);

async function logInThroughPopup() {
  const dialog = await screen.findByRole('dialog', { name: 'Login' });
  await userEvent.type(within(dialog).getByLabelText('Username', { selector: 'input' }), 'player01');
  await userEvent.type(within(dialog).getByLabelText('Password', { selector: 'input' }), 'Test1234');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument());
}

describe('login', () => {
  it('A-033: run as a standalone home-screen app, the login carries the device marker OTHERS; in a browser tab it does not', async () => {
    const world = useWorld();
    const tab = renderApp('/m/login');
    await logInThroughPopup();
    expect(bodiesOf(world, 'auth.login').at(-1)).not.toHaveProperty('device');
    tab.unmount();

    const real = window.matchMedia.bind(window);
    const standalone = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((query: string) =>
        query === '(display-mode: standalone)' ? ({ ...real(query), matches: true, media: query } as MediaQueryList) : real(query),
      );
    try {
      const world2 = useWorld();
      renderApp('/m/login');
      await logInThroughPopup();
      expect(bodiesOf(world2, 'auth.login').at(-1)).toMatchObject({ device: DEVICE_OTHERS });
    } finally {
      standalone.mockRestore();
    }
  });
});

describe('registration', () => {
  it('A-051: a mobile number of the wrong length shows the error_phone_number_limit message under the field', async () => {
    useWorld();
    renderApp('/m/register');
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    await userEvent.click(await within(dialog).findByRole('tab', { name: 'Mobile number' }));
    const mobile = within(dialog).getByRole('textbox', { name: 'Mobile number' });
    await userEvent.type(mobile, '1'.repeat(DEFAULT_MOBILE_DIGITS.min - 1));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join now' }));
    expect(
      await within(dialog).findByText(`Enter a mobile number of ${DEFAULT_MOBILE_DIGITS.min} to ${DEFAULT_MOBILE_DIGITS.max} digits`),
    ).toBeInTheDocument();
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('guest gating', () => {
  it('A-102: a guest gets the login popup on the message list, member centre and deposit; feedback goes to /m/login, change password to /m/home', async () => {
    useWorld();
    for (const path of ['/m/message', '/m/member/home', '/m/voucherCenter', '/m/webEmail']) {
      const view = renderApp(path);
      expect(await screen.findByRole('dialog', { name: 'Login' }), path).toBeInTheDocument();
      view.unmount();
    }
    const feedback = renderApp('/m/feedback');
    await screen.findByRole('dialog', { name: 'Login' });
    expect(feedback.pathname()).toBe('/m/login');
    feedback.unmount();
    const change = renderApp('/m/changePsw');
    await waitFor(() => expect(change.pathname()).toBe('/m/home'));
    expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument();
  });
});

describe('feedback', () => {
  it('A-108: opening feedback scrolls to the top and loads a captcha image', async () => {
    const world = useWorld();
    loginAs(world, 'player01');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    try {
      renderApp('/m/feedback');
      expect(await screen.findByRole('img', { name: 'Captcha image, tap to load a new one' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/png;base64,/),
      );
      expect(scrollTo).toHaveBeenCalledWith(0, 0);
      expect(engine.world(world).journal.list('auth.captcha')).toHaveLength(1);
    } finally {
      scrollTo.mockRestore();
    }
  });

  it('A-110: the remark counter reads length/200; submit is enabled from 10 to 200 characters only', async () => {
    loginAs(useWorld(), 'player01');
    renderApp('/m/feedback');
    const remark = await screen.findByLabelText('Remark');
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(remark).toHaveAttribute('maxLength', String(FEEDBACK_CONTENT.max));
    const write = (n: number) => fireEvent.change(remark, { target: { value: 'x'.repeat(n) } });
    write(FEEDBACK_CONTENT.min - 1);
    expect(screen.getByText(`${FEEDBACK_CONTENT.min - 1}/${FEEDBACK_CONTENT.max}`)).toBeInTheDocument();
    expect(submit).toBeDisabled();
    write(FEEDBACK_CONTENT.min);
    expect(submit).toBeEnabled();
    write(FEEDBACK_CONTENT.max);
    expect(screen.getByText(`${FEEDBACK_CONTENT.max}/${FEEDBACK_CONTENT.max}`)).toBeInTheDocument();
    expect(submit).toBeEnabled();
    write(FEEDBACK_CONTENT.max + 1);
    expect(submit).toBeDisabled();
  });

  it('A-111: the captcha (hint: 1-16 digits or letters, or the equation result) and a question type are required before anything is sent', async () => {
    const world = useWorld();
    loginAs(world, 'player01');
    renderApp('/m/feedback');
    const captcha = await screen.findByLabelText('Captcha');
    expect(captcha).toHaveAccessibleDescription('1-16 digits or letters, or the equation result');
    fireEvent.change(screen.getByLabelText('Remark'), { target: { value: 'my deposit never arrived' } });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please choose a question type')).toBeInTheDocument();
    expect(screen.getByText('Please enter the captcha')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Question type/ }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Question type' })).getByRole('button', { name: 'Game' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter the captcha')).toBeInTheDocument();
    expect(engine.world(world).journal.list('support.feedback')).toHaveLength(0);
  });
});

describe('banner announcements', () => {
  // The home's announcement query (types B,PL,PU) carries the banner announcements.
  const asked = (worldId: string) =>
    engine
      .world(worldId)
      .journal.list('announcements.list')
      .filter((e) => String((e.query as { types?: string })?.types).includes('B'));

  it('A-141: the banner announcements are fetched quietly (a failure shows no error) and kept: going back home asks for them no more', async () => {
    const world = useWorld();
    await addFaults(world, [{ endpoint: 'announcements.list', status: 500, code: 'unknown', times: 1 }]);
    const failed = renderApp('/m/home');
    await screen.findByRole('region', { name: 'Latest announcements' });
    await waitFor(() => expect(asked(world)).toHaveLength(1));
    expect(asked(world)[0]!.status).toBe(500);
    expect(screen.queryByText('Unknown error')).not.toBeInTheDocument();
    failed.unmount();

    const world2 = useWorld();
    const app = renderApp('/m/home');
    await within(await screen.findByRole('region', { name: 'Latest announcements' })).findByRole('button', { name: /^(?!Inbox)\S/ });
    expect(asked(world2)).toHaveLength(1);
    await app.router.navigate('/m/activity');
    await app.router.navigate('/m/home');
    expect(await screen.findByRole('region', { name: 'Latest announcements' })).toBeInTheDocument();
    expect(asked(world2)).toHaveLength(1);
  });
});

describe('/m/app and the balance', () => {
  it('A-146: /m/app shows the logo, a button to home and the six install steps', async () => {
    useWorld();
    const app = renderApp('/m/app');
    expect(await screen.findByRole('img', { name: 'Site logo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How to install' })).toBeInTheDocument();
    const steps = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(steps).toEqual(
      expect.arrayContaining([
        'Scan the QR code with your phone camera.',
        'Allow the profile download.',
        'Close the popup.',
        'Open your phone settings and pick the downloaded profile.',
        'Click install.',
        'Enter your unlock password.',
      ]),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go to home' }));
    await waitFor(() => expect(app.pathname()).toBe('/m/home'));
  });

  it('A-161: the balance toggles between stars and the amount, and shows stars while it refreshes', async () => {
    const world = useWorld();
    engine.world(world).patch({ users: { player01: { balance: 1234.5 } } });
    loginAs(world, 'player01');
    renderApp('/m/home');
    const bar = await screen.findByRole('region', { name: 'Member' });
    await within(bar).findByText('1,234.50');
    await userEvent.click(within(bar).getByRole('button', { name: 'Hide balance' }));
    expect(within(bar).getByText('******')).toBeInTheDocument();
    expect(within(bar).queryByText('1,234.50')).not.toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: 'Show balance' }));
    expect(within(bar).getByText('1,234.50')).toBeInTheDocument();

    await addFaults(world, [{ endpoint: 'wallet.member', latencyMs: 60_000, times: 1 }]);
    await userEvent.click(within(bar).getByRole('button', { name: 'Refresh balance' }));
    expect(await within(bar).findByText('******')).toBeInTheDocument();
    releaseLatency();
    expect(await within(bar).findByText('1,234.50')).toBeInTheDocument();
  });
});
