import type { Fault } from '@m/mock-server/control-client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorToastsShown, recordErrorToasts } from '../test/error-toasts';
import { renderApp } from '../test/render-app';
import { addFaults, control, loginAs, useWorld } from '../test/server';

/**
 * each area's main screen with its main call failing in each way the network or
 * the server can fail. The screen is never blank: 'Loading failed, click to retry' stands where
 * the content goes, the frame stays, and once the fault is cleared the retry loads the content.
 * A read's failure, of the network or the server, is said once, inline beside the retry, never
 * also in a toast (docs/decisions/front-end.md "One loader").
 * Every screen against every kind of failure is checked here, on the whole site in the test DOM;
 * e2e/specs/faults.spec.ts runs each screen once in Chromium, one kind each.
 */
const RETRY = 'Loading failed, click to retry';
const NETWORK = /The network is slow or offline/;

interface Screen {
  name: string;
  path: string;
  /** The screen's main call (endpoint id of the contracts table). */
  endpoint: string;
  user?: string;
  /** What the user sees once the call succeeds. */
  ready: () => Promise<HTMLElement>;
}

const SCREENS: readonly Screen[] = [
  { name: 'home hot games', path: '/m/home', endpoint: 'games.hot', ready: () => screen.findByRole('list', { name: 'Hot games' }) },
  { name: 'game list', path: '/m/gameList', endpoint: 'games.list', ready: () => screen.findByRole('list', { name: 'Games' }) },
  {
    name: 'lottery lobby',
    path: '/m/lott',
    endpoint: 'lottery.menu',
    ready: () => screen.findByRole('tablist', { name: 'Lottery categories' }),
  },
  {
    name: 'announcements',
    path: '/m/notice',
    endpoint: 'announcements.list',
    ready: () => screen.findByRole('button', { name: /Deposit channel update/ }),
  },
  { name: 'help centre', path: '/m/help', endpoint: 'help.list', ready: () => screen.findByRole('heading', { name: 'How do I deposit?' }) },
  {
    name: 'member centre',
    path: '/m/member/home',
    endpoint: 'wallet.member',
    user: 'player01',
    ready: () => screen.findByText('1,069.57', { exact: true }),
  },
  {
    name: 'promotions',
    path: '/m/activity',
    endpoint: 'promotions.list',
    ready: () => screen.findByRole('heading', { name: '100% first deposit bonus' }),
  },
  { name: 'agent home', path: '/m/agent', endpoint: 'agent.teamKpi', user: 'agent001', ready: () => screen.findByText('Logged in') },
  {
    name: 'feedback form',
    path: '/m/feedback',
    endpoint: 'auth.captcha',
    user: 'player01',
    ready: () => screen.findByRole('img', { name: /^Captcha image/ }),
  },
];

const FAULTS: readonly { kind: string; fault: Omit<Fault, 'endpoint'>; network: boolean }[] = [
  { kind: 'a 500', fault: { status: 500, code: 'unknown' }, network: false },
  { kind: 'a dropped connection', fault: { drop: true }, network: true },
  { kind: 'a malformed body', fault: { malformed: true }, network: false },
];

describe('every main screen survives a failed main call (A-157, A-158)', () => {
  recordErrorToasts();
  for (const s of SCREENS) {
    for (const f of FAULTS) {
      const said = f.network ? ' with the network message inline' : '';
      it(`${s.name} (${s.path}): ${f.kind} from ${s.endpoint} shows '${RETRY}'${said} and no toast; retry works once cleared`, async () => {
        const world = useWorld();
        if (s.user) loginAs(world, s.user);
        await addFaults(world, [{ endpoint: s.endpoint, ...f.fault }]);
        renderApp(s.path);
        const retry = await screen.findByRole('button', { name: RETRY });
        // Not a blank screen: the frame's footer is still there; the network's own message says
        // the connection failed, a server's refusal does not. It stands inline, once, as
        // the page's alert: the client's toast does not say it again.
        expect(screen.getByRole('contentinfo')).toBeInTheDocument();
        const said = screen.queryAllByText(NETWORK);
        expect(said, 'the slow-or-offline message, inline only').toHaveLength(f.network ? 1 : 0);
        if (f.network) expect(said[0]).toHaveAttribute('role', 'alert');
        expect(screen.getAllByRole('button', { name: RETRY }), 'one retry').toHaveLength(1);
        expect(errorToastsShown(), 'no toast for the failed read').toEqual([]);
        const calls = (await control.journal(world, s.endpoint)).length;

        await control.clearFaults(world);
        await userEvent.click(retry);
        expect(await s.ready()).toBeVisible();
        expect(screen.queryByRole('button', { name: RETRY })).toBeNull();
        const after = await control.journal(world, s.endpoint);
        expect(after.length, 'the retry called the endpoint again').toBeGreaterThan(calls);
        expect(after.at(-1)?.status).toBe(200);
        expect(errorToastsShown(), 'no toast after the retry either').toEqual([]);
      });
    }
  }
});
