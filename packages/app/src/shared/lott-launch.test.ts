import { describe, expect, it } from 'vitest';
import { lottLaunchPath, SITE_PRIZE_MODE } from './lott-launch';

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
