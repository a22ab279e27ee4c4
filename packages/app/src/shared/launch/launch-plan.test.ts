import { describe, expect, it } from 'vitest';
import { launchPlan, lottLaunchPath, SITE_PRIZE_MODE } from './launch-plan';

const lott = { gameId: 1005, gameGroupId: 11, gameCode: 'FAST5', lottoMode: '' };

describe('lottLaunchPath', () => {
  it('G-075, G-076, G-079: LOTT and ELOTT open /m/launchGame with playType, ids, prize mode, code and pageBack', () => {
    expect(lottLaunchPath({ ...lott, vendorCode: 'ELOTT', lottoMode: 'Entertainment' })).toBe(
      '/m/launchGame?playType=ent&gameId=1005&gameGroupId=11&prize_mode=Elott&code=FAST5&pageBack=home',
    );
    expect(SITE_PRIZE_MODE).toBe('Lott');
    expect(lottLaunchPath({ ...lott, vendorCode: 'LOTT', lottoMode: 'Traditional' })).toBe(
      '/m/launchGame?playType=trad&gameId=1005&gameGroupId=11&prize_mode=Lott&code=FAST5&pageBack=home',
    );
  });
  it('G-075: every other vendor launches through a call, not a route', () => {
    for (const vendorCode of ['TCG_LOTTO_VN', 'TCG_SEA', 'GPI', 'PG', 'lott']) expect(lottLaunchPath({ ...lott, vendorCode })).toBeNull();
  });
});

describe('launchPlan', () => {
  // The lottery lobby's entries: no generic launcher request (game lists: features/games/game-rules.test.ts).
  const entry = { gameCode: 'FAST5', gameId: 1005, gameGroupId: 11, lottoMode: 'Entertainment' };
  const generic = { gameType: 'RNG', vendor: 'PG', gameId: 'PG_1', nodeId: 'N1', freePlay: false };

  it('G-075, G-079: LOTT and ELOTT route to the launch page, TCG_SEA calls with SEA, other lobby vendors with the configured mode', () => {
    expect(launchPlan({ ...entry, vendorCode: 'ELOTT' })).toEqual({ kind: 'route', to: lottLaunchPath({ ...entry, vendorCode: 'ELOTT' }) });
    expect(launchPlan({ ...entry, vendorCode: 'TCG_SEA' })).toEqual({
      kind: 'lottery',
      vendor: 'TCG_SEA',
      gameCode: 'FAST5',
      prizeMode: 'SEA',
    });
    expect(launchPlan({ ...entry, vendorCode: 'GPI' })).toEqual({ kind: 'lottery', vendor: 'GPI', gameCode: 'FAST5', prizeMode: 'Lott' });
  });

  it('G-075, G-078: a game with a generic request goes to the generic launcher, unless its vendor is a lottery one', () => {
    expect(launchPlan({ ...entry, vendorCode: 'PG', generic })).toEqual({ kind: 'generic', body: generic });
    expect(launchPlan({ ...entry, vendorCode: 'TCG_LOTTO_VN', generic })).toMatchObject({ kind: 'lottery', prizeMode: 'Lott' });
    expect(launchPlan({ ...entry, vendorCode: 'TCG_SEA', generic })).toMatchObject({ kind: 'lottery', prizeMode: 'SEA' });
    expect(launchPlan({ ...entry, vendorCode: 'LOTT', generic })).toMatchObject({ kind: 'route' });
  });

  it('G-076: the launch page gets the name a list or the lobby showed, so it never titles itself with a code', () => {
    const plan = launchPlan({ ...entry, vendorCode: 'LOTT', name: 'Fast 5' });
    expect(plan.kind === 'route' && new URLSearchParams(plan.to.split('?')[1]).get('name')).toBe('Fast 5');
  });
});
