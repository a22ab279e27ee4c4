import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page, type Request } from '@playwright/test';
import { decodeStoredSession, encodeStoredSession, SESSION_STORAGE_KEY, SIM_WORLD_COOKIE, type SessionRecord } from '@m/contracts';
import { createControlClient } from '@m/mock-server/control-client';
import { recordWorld } from './contract-coverage';
import { replayOnFailure } from './replay';
import { E2E_SIM_URL, E2E_SITE_URL } from './urls';

type Control = ReturnType<typeof createControlClient>;
type WorldOptions = NonNullable<Parameters<Control['createWorld']>[0]>;

export interface World {
  id: string;
  control: Control;
}

/** The site's session record (A§3); its key and stored format live in @m/contracts (session-record.ts). */
export type { SessionRecord };

/** The session record the page holds now, read with the site's own codec (null: logged out). */
export const storedSession = async (page: Page): Promise<SessionRecord | null> =>
  decodeStoredSession(await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY));

/** Puts `record` where the site keeps its session, in the site's format (the next load reads it). */
export const storeSession = (page: Page, record: SessionRecord): Promise<void> =>
  page.evaluate(({ key, text }) => localStorage.setItem(key, text), { key: SESSION_STORAGE_KEY, text: encodeStoredSession(record) });

export interface SimClock {
  /** Installs Playwright's clock at the world's current instant; paused unless told otherwise. Call before page.goto. */
  install(opts?: { paused?: boolean }): Promise<number>;
  /** Moves the simulator's clock and the page's clock together by `ms`. */
  advance(ms: number): Promise<number>;
  /** The world's current instant. */
  now(): Promise<number>;
  /**
   * After `install()` (paused), `goto` and a first `advance()`: waits until `ready` shows. A lazy
   * route's chunk can resolve only after that step, and React then schedules its 300 ms reveal
   * timer on the paused page clock, which nothing would move: both clocks move 100 ms for each
   * second the screen is still missing, so the timer runs however late the chunk arrives on a busy
   * machine, up to 900 ms. The world moves with the page: a page ahead of its world would count a
   * code's or a draw's seconds from an instant the world has not reached.
   */
  revealed(ready: Locator): Promise<void>;
}

interface Fixtures {
  /** Scenario of this test's world (`test.use({ scenario: 'maintenance' })`). */
  scenario: string;
  /** Extra options for this test's world (seed, overrides). */
  worldOptions: Omit<WorldOptions, 'scenario'>;
  control: Control;
  world: World;
  clock: SimClock;
  axe: (page?: Page) => Promise<void>;
  /**
   * Logs the browser in as a seeded user without the login screen: the simulator opens a session
   * (control API) and the site finds it in its session record on the next load.
   */
  loginAs: (username: string) => Promise<SessionRecord>;
  /** Console errors a test expects (e.g. the browser's own line for an injected 500). */
  expectedConsoleErrors: RegExp[];
}

/**
 * A fresh simulator world per test, selected by the `sim-world` cookie on the browser context
 * and removed after the test; the control client; a clock that moves the world and the page
 * together; an axe check. Never wait on wall time: move the clocks.
 */
/** Clock steps longer than this jump (fastForward) instead of running every timer tick (runFor). */
export const LONG_JUMP_MS = 60_000;
/** The step in which shorter moves take the simulator and the page forward together. */
const CLOCK_STEP_MS = 1_000;

export const test = base.extend<Fixtures>({
  scenario: ['default', { option: true }],
  worldOptions: [{}, { option: true }],
  expectedConsoleErrors: [[], { option: true }],
  // eslint-disable-next-line no-empty-pattern
  control: async ({}, use) => {
    await use(createControlClient(E2E_SIM_URL));
  },
  world: async ({ control, context, scenario, worldOptions }, use, testInfo) => {
    const { id } = await control.createWorld({ seed: 42, ...worldOptions, scenario });
    await context.addCookies([{ name: SIM_WORLD_COOKIE, value: id, url: E2E_SITE_URL }]);
    await use({ id, control });
    // A failed test attaches its world and prints a replay link (support/replay.ts).
    if (testInfo.status !== 'passed' && testInfo.status !== 'skipped')
      await replayOnFailure({ control, worldId: id, context, testInfo, simUrl: E2E_SIM_URL });
    // The pages go first: a late call of an open page (a poll, a lazy fetch) would make the
    // simulator create the deleted world again under the same id, with defaults.
    await Promise.all(context.pages().map((p) => p.close()));
    // The world's journal feeds the contract coverage report (support/contract-coverage.ts).
    recordWorld(`shard${testInfo.config.shard?.current ?? 1}-worker${testInfo.parallelIndex}-${process.pid}`, {
      scenario,
      entries: await control.journal(id),
    });
    await control.deleteWorld(id);
  },
  loginAs: async ({ context, world }, use) => {
    await use(async (username) => {
      const s = await world.control.openSession(world.id, username);
      const record: SessionRecord = {
        token: s.token,
        merchantCode: s.merchantCode,
        userName: s.userName,
        type: s.customerType,
        firstTimeLogin: s.firstTimeLogin,
      };
      // Written before the site's scripts run, once per context (logout clears session storage, so the mark lives in local storage): a logout in the test sticks.
      // The stored text comes from the codec the site's session store reads with (@m/contracts).
      await context.addInitScript(
        ({ token, key, text }) => {
          if (localStorage.getItem('e2e-login') === token) return;
          localStorage.setItem('e2e-login', token);
          localStorage.setItem(key, text);
        },
        { token: record.token, key: SESSION_STORAGE_KEY, text: encodeStoredSession(record) },
      );
      return record;
    });
  },
  clock: async ({ page, world }, use) => {
    const { control, id } = world;
    // The site's calls in flight: a step of the clocks ends when they have answered, so an answer
    // is handled at the instant of the step that asked for it, not during a later one.
    const inflight = new Set<Request>();
    const waiting: Array<() => void> = [];
    const isCall = (r: Request) => new URL(r.url()).pathname.startsWith('/api/');
    const answered = (r: Request) => {
      if (!inflight.delete(r) || inflight.size > 0) return;
      for (const resolve of waiting.splice(0)) resolve();
    };
    page.on('request', (r) => void (isCall(r) && inflight.add(r)));
    page.on('requestfinished', answered);
    page.on('requestfailed', answered);
    // Capped: a call held on purpose (a latency fault) must not stop the test's clock for good.
    const callsAnswered = () =>
      inflight.size === 0
        ? Promise.resolve()
        : Promise.race([new Promise<void>((resolve) => waiting.push(resolve)), new Promise((resolve) => setTimeout(resolve, 5_000))]);
    await use({
      async install({ paused = true } = {}) {
        const { now } = await control.getClock(id);
        if (!paused) {
          await page.clock.install({ time: now });
          return now;
        }
        // pauseAt only moves forward: start a minute early, then stop exactly at the world's instant.
        await page.clock.install({ time: now - 60_000 });
        await page.clock.pauseAt(now);
        return now;
      },
      async advance(ms) {
        // A longer jump is a phone left alone: each due timer fires once, as after sleep. Running
        // every tick of the home page's intervals for 90 minutes took over a minute on two busy cores.
        if (ms > LONG_JUMP_MS) {
          const { now } = await control.clock(id, { advanceMs: ms });
          await page.clock.fastForward(ms);
          return now;
        }
        // Up to a minute, every timer fires as often as it would (countdowns, refreshes), and the
        // two clocks move a second at a time: the page handles a call's answer while its clock
        // runs, so a refresh inside a step reads the simulator at the step's end. In one step it
        // could read the end of a 30 s advance; in second steps a refresh due on a whole second
        // reads the page's own instant, and any other within the second.
        let left = ms;
        let now: number;
        do {
          const step = Math.min(CLOCK_STEP_MS, left);
          ({ now } = await control.clock(id, { advanceMs: step }));
          await page.clock.runFor(step);
          await callsAnswered();
          left -= step;
        } while (left > 0);
        return now;
      },
      async now() {
        return (await control.getClock(id)).now;
      },
      async revealed(ready) {
        for (let lead = 0; lead < 900 && !(await ready.isVisible()); lead += 100) {
          await ready.waitFor({ state: 'visible', timeout: 1_000 }).catch(() => undefined);
          if (await ready.isVisible()) break;
          await control.clock(id, { advanceMs: 100 });
          await page.clock.runFor(100);
          await callsAnswered();
        }
        await expect(ready).toBeVisible();
      },
    });
  },
  axe: async ({ page }, use) => {
    await use(async (target = page) => {
      // AxeBuilder's default (runPartial in each frame, then finishRun in a new blank
      // page of the context) took 5 to 8 s per scan on two busy cores, against 1.4 to 2.3 s for
      // the same rules run by axe.run in place. A page whose frames are all of its own origin
      // (every screen but the game launch, whose vendor frame is another origin) is scanned in
      // place. Only violations are read, so only they get full node details (`resultTypes`); every
      // rule still runs on every node.
      // A theme switch or a popup fades its colours in: axe measures contrast on the colours a
      // person ends up seeing, so finite animations and transitions finish first (capped, in case
      // a paused page clock holds one).
      await Promise.race([
        target.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
              .map((a) => a.finished.catch(() => undefined)),
          ),
        ),
        new Promise((resolve) => setTimeout(resolve, 1_000)),
      ]);
      const origin = new URL(target.url()).origin;
      const oneOrigin = target.frames().every((f) => f.url() === 'about:blank' || new URL(f.url()).origin === origin);
      const results = await new AxeBuilder({ page: target })
        .setLegacyMode(oneOrigin)
        .options({ resultTypes: ['violations'] })
        .analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
        'no serious or critical axe violations',
      ).toEqual([]);
    });
  },
  page: async ({ page, world, expectedConsoleErrors }, use) => {
    // The world fixture must exist before the first navigation; a console error fails the test.
    void world;
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    await use(page);
    const unexpected = errors.filter((e) => !expectedConsoleErrors.some((re) => re.test(e)));
    expect(unexpected, 'no console errors in the page').toEqual([]);
  },
});

export { expect };
