import { describe, expect, it } from 'vitest';
import { lottLaunchPath } from '../../shared/lott-launch';
import { launchPlan } from './launch-plan';

const game = { code: 'FAST5', gameId: 1005, gameGroupId: 11, lottoMode: 'Entertainment' };

describe('lottery launch plan', () => {
  it('G-075, G-079: LOTT and ELOTT route to the launch page, TCG_SEA calls with SEA, other vendors with the configured mode', () => {
    // The URL itself is lottLaunchPath's (shared/lott-launch.test.ts); the lobby names the game code `code`.
    expect(launchPlan({ ...game, vendorCode: 'ELOTT' })).toEqual({
      kind: 'route',
      to: lottLaunchPath({ ...game, vendorCode: 'ELOTT', gameCode: 'FAST5' }),
    });
    expect(launchPlan({ ...game, vendorCode: 'TCG_SEA' })).toEqual({
      kind: 'call',
      vendor: 'TCG_SEA',
      gameCode: 'FAST5',
      prizeMode: 'SEA',
    });
    expect(launchPlan({ ...game, vendorCode: 'GPI' })).toEqual({ kind: 'call', vendor: 'GPI', gameCode: 'FAST5', prizeMode: 'Lott' });
  });
});
