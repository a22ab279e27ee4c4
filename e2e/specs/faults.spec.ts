import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from '../support/fixtures';

// Lazy chunks on two busy cores: the first look at a screen may take longer than 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * each area's main screen with its main call failing through the
 * control API. The screen is never blank: it shows 'Loading failed, click to retry' where the
 * failed content goes (the frame, header and footer stay), and once the fault is cleared the retry
 * loads the content. Here each screen meets one kind of failure, in Chromium through the built
 * site's proxy, the kinds taken in turn so that each is met on three screens; every screen against
 * every kind is packages/app/src/app/load-failures.test.tsx.
 *
 * A timeout is a dropped connection here: the site's client has no request deadline of its own
 * (a latency fault only keeps the spinner up, and the simulator's latency runs on wall time), so
 * the connection the network gives up on is the `drop` row.
 */
const RETRY = 'Loading failed, click to retry';
/** What the site says when a call gets no answer at all (errors.network): a drop must read as that, once. */
const NETWORK = 'The network is slow or offline. Please check your connection and try again.';

interface Screen {
  name: string;
  path: string;
  /** The screen's main call (endpoint id of the contracts table). */
  endpoint: string;
  user?: string;
  /** What the user sees once the call succeeds. */
  ready: (page: Page) => ReturnType<Page['getByRole']>;
}

const SCREENS: readonly Screen[] = [
  { name: 'home hot games', path: '/m/home', endpoint: 'games.hot', ready: (p) => p.getByRole('list', { name: 'Hot games' }) },
  { name: 'game list', path: '/m/gameList', endpoint: 'games.list', ready: (p) => p.getByRole('list', { name: 'Games', exact: true }) },
  {
    name: 'lottery lobby',
    path: '/m/lott',
    endpoint: 'lottery.menu',
    ready: (p) => p.getByRole('tablist', { name: 'Lottery categories' }),
  },
  {
    name: 'announcements',
    path: '/m/notice',
    endpoint: 'announcements.list',
    ready: (p) => p.getByRole('button', { name: /Deposit channel update/ }),
  },
  { name: 'help centre', path: '/m/help', endpoint: 'help.list', ready: (p) => p.getByRole('heading', { name: 'How do I deposit?' }) },
  {
    name: 'member centre',
    path: '/m/member/home',
    endpoint: 'wallet.member',
    user: 'player01',
    ready: (p) => p.getByText('1,069.57', { exact: true }),
  },
  {
    name: 'promotions',
    path: '/m/activity',
    endpoint: 'promotions.list',
    ready: (p) => p.getByRole('heading', { name: '100% first deposit bonus' }),
  },
  { name: 'agent home', path: '/m/agent', endpoint: 'agent.teamKpi', user: 'agent001', ready: (p) => p.getByText('Logged in') },
  {
    name: 'feedback form',
    path: '/m/feedback',
    endpoint: 'auth.captcha',
    user: 'player01',
    ready: (p) => p.getByRole('img', { name: /^Captcha image/ }),
  },
];

const FAULTS = [
  { kind: 'a 500', fault: { status: 500, code: 'unknown' } },
  { kind: 'a dropped connection (timeout)', fault: { drop: true } },
  { kind: 'a malformed body', fault: { malformed: true } },
] as const;

// The browser logs each failed answer: a 500, or a connection closed with no answer (the site's
// server passes the simulator's drop on as a drop).
test.use({ expectedConsoleErrors: [/Failed to load resource: (the server responded with a status of 5\d\d|net::ERR_)/] });

for (const [i, s] of SCREENS.entries()) {
  const f = FAULTS[i % FAULTS.length]!;
  test(`${s.name} (${s.path}): ${f.kind} from ${s.endpoint} shows '${RETRY}'; retry works once cleared (A-157)`, async ({
    page,
    world,
    loginAs,
    clock,
  }) => {
    if (s.user) await loginAs(s.user);
    await world.control.addFaults(world.id, { endpoint: s.endpoint, ...f.fault });
    // The page's timers run on Playwright's clock (live until paused), so a screen that polls
    // (the lottery lobby every 7 s) cannot reload by itself between the clear and the tap.
    await clock.install({ paused: false });
    await page.goto(s.path);
    const retry = page.getByRole('button', { name: RETRY });
    await expect(retry).toBeVisible();
    await expect(s.ready(page)).toHaveCount(0);
    // Not a blank screen: the frame's footer is still there.
    await expect(page.getByRole('contentinfo')).toBeVisible();
    if ('drop' in f.fault) await expect(page.getByText(NETWORK)).toHaveCount(1);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

    const calls = (await world.control.journal(world.id, s.endpoint)).length;
    // The failure stays on screen until the user retries: the screen does not ask again by itself
    // (a proxy's own answer once moved the site's "today", and the agent home reloaded its KPI).
    // A drop too: the site's server cuts the browser's connection mid-answer, so the browser does not send it again by itself.
    expect(calls, `${s.endpoint} asked once before the retry`).toBe(1);
    await world.control.clearFaults(world.id);
    await retry.click();
    await expect(s.ready(page).first()).toBeVisible();
    await expect(retry).toHaveCount(0);
    const after = await world.control.journal(world.id, s.endpoint);
    expect(after.length, 'the retry called the endpoint again').toBeGreaterThan(calls);
    expect(after.at(-1)?.status).toBe(200);
  });
}

test.describe('a form whose submit fails keeps what the user typed', () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 500/] });
  test('feedback: a 500 on submit shows the catalogue message; type and remark stay; the resend succeeds (A-107..A-112)', async ({
    page,
    world,
    loginAs,
  }) => {
    await loginAs('player01');
    await page.goto('/m/feedback');
    const remark = page.getByRole('textbox', { name: 'Remark' });
    await remark.fill('The deposit page froze twice today');
    await page.getByRole('button', { name: /Question type/ }).click();
    await page.getByRole('dialog', { name: 'Question type' }).getByRole('button', { name: 'Deposit' }).click();
    await expect(page.getByRole('img', { name: /^Captcha image/ })).toBeVisible();
    const first = (await world.control.peek(world.id)).captcha ?? '';
    await page.getByRole('textbox', { name: 'Captcha' }).fill(first);
    await world.control.addFaults(world.id, { endpoint: 'feedback.submit', status: 500, code: 'unknown' });
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Unknown error' })).toBeVisible();
    await expect(remark).toHaveValue('The deposit page froze twice today');
    await expect(page.getByRole('button', { name: /Question type/ })).toHaveAccessibleName('Question type Deposit');
    expect((await world.control.state(world.id)).support.feedback).toHaveLength(0);

    // The captcha is single use: a new one is loaded (its field emptied); with the fault cleared the resend goes through.
    await world.control.clearFaults(world.id);
    await expect(page.getByRole('textbox', { name: 'Captcha' })).toHaveValue('');
    await expect.poll(async () => (await world.control.peek(world.id)).captcha).not.toBe(first);
    await page.getByRole('textbox', { name: 'Captcha' }).fill((await world.control.peek(world.id)).captcha ?? '');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Sent successfully')).toBeVisible();
    const sent = (await world.control.state(world.id)).support.feedback;
    expect(sent.map((x) => x.content)).toEqual(['The deposit page froze twice today']);
  });
});
