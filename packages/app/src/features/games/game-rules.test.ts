import type { Game } from '@m/contracts';
import { describe, expect, it } from 'vitest';
import { launchPlan, lottLaunchPath } from '../../shared/launch/launch-plan';
import {
  activeCategory,
  categoryTabs,
  centerTypeOf,
  fixedVendorOf,
  freePlayOf,
  jackpotDelayMs,
  jackpotStart,
  jackpotStep,
  launchTargetOf,
  listTypeOf,
  SLOTS_PAGE_VENDOR,
  tagOf,
} from './game-rules';

/** A game of a list, launched by the site's one rule (shared/launch). */
const gameLaunchPlan = (g: Game) => launchPlan(launchTargetOf(g));

const game = (over: Partial<Game>): Game => ({
  gameId: 1,
  code: 'C',
  remark: '',
  drawDayOfWeek: '',
  vassalage: 'PG',
  gameClassify: '',
  gameType: 'RNG',
  vendorCode: 'PG',
  roomId: '',
  nodeId: 'N1',
  gameCode: 'PG_1',
  gameGroupId: 0,
  lottoMode: '',
  gameName: 'G',
  nodeName: 'G',
  displayName: 'PG Soft',
  showIcon: true,
  iconUrl: '',
  mobileLargeIcon: '',
  mobileSmallIcon: '',
  isTop: false,
  isNew: false,
  isGameH5: true,
  supportPlay: 0,
  gameClassifyNew: '',
  minBet: 0.1,
  minLine: 0,
  ...over,
});

describe('game rules', () => {
  it('G-024: list type by path, else gameType query, default RNG', () => {
    expect(listTypeOf('/m/fish', '')).toBe('FISH');
    expect(listTypeOf('/m/gameList', '?gameType=SPORTS')).toBe('SPORTS');
    expect(listTypeOf('/m/gameList', '?gameType=constructor')).toBe('RNG');
  });
  it('G-025: centre type by path, else gameType query, default SPORTS', () => {
    expect(centerTypeOf('/m/inhouse', '')).toEqual({ gameType: 'RNG', inhouse: true });
    expect(centerTypeOf('/m/gameCenter', '?gameType=ESPORTS').gameType).toBe('ESPORTS');
    expect(centerTypeOf('/m/gameCenter', '').gameType).toBe('SPORTS');
  });
  it('G-028, G-029: Hot first, lottery excluded, cockfight before and esports after sports; empty hides', () => {
    const tabs = categoryTabs([
      { gameCategory: 'RNG', vendorNames: [] },
      {
        gameCategory: 'SPORTS',
        vendorNames: [
          { vassalage: 'S', accountTypeName: 'SPORTS' },
          { vassalage: 'T', accountTypeName: 'ESPORTS' },
          { vassalage: 'C', accountTypeName: 'COCKFIGHT' },
        ],
      },
      { gameCategory: 'LOTT', vendorNames: [] },
      { gameCategory: 'ELOTT', vendorNames: [] },
    ]);
    expect(tabs.map((t) => t.id)).toEqual(['HOT', 'RNG', 'COCKFIGHT', 'SPORTS', 'ESPORTS']);
    expect(categoryTabs([])).toEqual([]);
    expect(activeCategory(tabs, '/m/home')).toBe('HOT');
    expect(activeCategory(tabs, '/m/sports')).toBe('SPORTS');
  });
  it('G-033: Hot wins over New', () => {
    expect(tagOf({ isTop: true, isNew: true })).toBe('hot');
    expect(tagOf({ isTop: false, isNew: true })).toBe('new');
    expect(tagOf({ isTop: false, isNew: false })).toBeNull();
  });
  it('G-075, G-076, G-078, G-079: launch by vendor', () => {
    expect(gameLaunchPlan(game({ vendorCode: 'TCG_LOTTO_VN', gameCode: 'VN_NORTH' }))).toEqual({
      kind: 'lottery',
      vendor: 'TCG_LOTTO_VN',
      gameCode: 'VN_NORTH',
      prizeMode: 'Lott',
    });
    expect(gameLaunchPlan(game({ vendorCode: 'TCG_SEA', gameCode: 'RB' }))).toMatchObject({ prizeMode: 'SEA' });
    // The URL itself is lottLaunchPath's (shared/launch/launch-plan.test.ts); here only that the game list routes to it,
    // with the game's name for the launch page's title (never its code).
    const elott = game({
      vendorCode: 'ELOTT',
      gameId: 1005,
      gameGroupId: 11,
      gameCode: 'FAST5',
      lottoMode: 'Entertainment',
      gameName: 'Fast 5',
    });
    expect(gameLaunchPlan(elott)).toEqual({ kind: 'route', to: lottLaunchPath({ ...elott, name: 'Fast 5' }) });
    expect(gameLaunchPlan(elott)).toMatchObject({ to: expect.stringContaining('name=Fast+5') });
    expect(gameLaunchPlan(game({ vendorCode: 'EVO', vassalage: 'EVO', gameType: 'LIVE', roomId: 'R9', supportPlay: 1 }))).toEqual({
      kind: 'generic',
      body: { gameType: 'LIVE', vendor: 'EVO', gameId: 'R9', nodeId: 'N1', freePlay: false },
    });
  });
  it('G-039, G-044, G-050, G-052: the slots page is the RNG game centre (vendor fixed to BGS); /m/rng and the other pages are not', () => {
    expect(SLOTS_PAGE_VENDOR).toBe('BGS');
    expect(fixedVendorOf('center', centerTypeOf('/m/inhouse', '').gameType)).toBe('BGS');
    expect(fixedVendorOf('center', centerTypeOf('/m/gameCenter', '?gameType=RNG').gameType)).toBe('BGS');
    expect(fixedVendorOf('list', listTypeOf('/m/rng', ''))).toBe('');
    expect(fixedVendorOf('list', listTypeOf('/m/gameList', '?gameType=RNG'))).toBe('');
    for (const type of ['SPORTS', 'ESPORTS', 'COCKFIGHT', 'LIVE']) expect(fixedVendorOf('center', type)).toBe('');
    for (const type of ['FISH', 'PVP', 'LIVE']) expect(fixedVendorOf('list', type)).toBe('');
  });
  it('G-078: the free-play flag comes from supportPlay (0 means free play is supported), for every account type', () => {
    expect(freePlayOf({ supportPlay: 0 })).toBe(true);
    expect(freePlayOf({ supportPlay: 1 })).toBe(false);
    expect(gameLaunchPlan(game({ vendorCode: 'PG', vassalage: 'PG', supportPlay: 0 }))).toMatchObject({
      kind: 'generic',
      body: { freePlay: true },
    });
    expect(gameLaunchPlan(game({ vendorCode: 'PG', vassalage: 'PG', supportPlay: 1 }))).toMatchObject({
      kind: 'generic',
      body: { freePlay: false },
    });
  });
  it('G-041: jackpot bounds', () => {
    expect(jackpotStart(() => 0)).toBe(30_000_000);
    expect(jackpotStart(() => 0.999_999_99)).toBe(40_000_000);
    expect([jackpotStep(() => 0), jackpotStep(() => 0.9999)]).toEqual([100, 500]);
    expect([jackpotDelayMs(() => 0), jackpotDelayMs(() => 0.5), jackpotDelayMs(() => 0.99)]).toEqual([3000, 4000, 5000]);
  });
});
