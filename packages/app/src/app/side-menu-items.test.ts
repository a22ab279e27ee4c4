import { WHITELABEL_DEFAULTS, WHITELABEL_KEYS } from '@m/contracts';
import { describe, expect, it } from 'vitest';
import { sideMenuItems } from './side-menu-items';

const allOff = Object.fromEntries(WHITELABEL_KEYS.map((k) => [k, false]));

describe('side menu entries (G-019, G-020)', () => {
  it('lists every entry for an agent with every flag on', () => {
    expect(sideMenuItems(1, WHITELABEL_DEFAULTS).map((i) => i.path)).toEqual([
      '/m/member/home',
      '/m/voucherCenter',
      '/m/withdraw',
      '/m/member/benefits',
      '/m/activity',
      '/m/rewardCenter',
      '/m/agent',
      '/m/help',
      '/m/transaction/record',
      '/m/gameRecord',
      '/m/feedback',
      '/m/webEmail',
    ]);
  });
  it('hides the agent entry for types 0, 4 and 40', () => {
    for (const type of [0, 4, 40]) expect(sideMenuItems(type, WHITELABEL_DEFAULTS).some((i) => i.id === 'agent')).toBe(false);
  });
  it('hides the flagged entries when their flags are off', () => {
    expect(sideMenuItems(1, allOff).map((i) => i.id)).toEqual([
      'memberHome',
      'voucherCenter',
      'withdraw',
      'activity',
      'agent',
      'help',
      'feedback',
    ]);
  });
});
