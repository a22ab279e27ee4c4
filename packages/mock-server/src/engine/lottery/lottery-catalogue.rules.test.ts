import { describe, expect, it } from 'vitest';
import { createEngine } from '../assembly/engine';
import { LOTTERY_TAGS, seedLotteryState } from './lottery-catalogue';

/**
 * The lottery catalogue every world starts with (G-057, G-058, G-073), as the lobby and
 * QA's scenarios name it: codes, menu groups, statuses, schedules, tier layouts, GPI games.
 */

const EVERY_DAY = '1,2,3,4,5,6,7';
const TEN = '1x6 1x5 1x5 2x5 6x5 4x4 6x4 3x3 4x2 1x2';
const NINE = '1x6 1x5 1x5 2x5 6x5 4x4 6x4 3x3 4x2';

describe('the seeded lottery catalogue (G-073)', () => {
  it('lists each lottery with its menu data, status, schedule, lock and tiers', () => {
    const s = seedLotteryState('http://sim.test');
    const rows = Object.entries(s.lotteries).map(([key, d]) => {
      expect(key).toBe(d.code);
      return [
        d.code,
        d.gameId,
        d.remark,
        d.tag,
        d.vendorCode,
        d.gameGroupId,
        d.lottoMode,
        d.isTop,
        d.status,
        d.intervalSec,
        d.offsetSec,
        d.drawAtSec,
        d.drawDayOfWeek,
        d.lockSec,
        d.tiers.map((t) => `${t.balls}x${t.digits}`).join(' '),
      ];
    });
    expect(rows).toEqual([
      ['FAST1', 1001, '1-Minute Lotto', 'fast', 'LOTT', 10, 'Tradition', true, 'open', 60, 0, 0, EVERY_DAY, 5, '5x1'],
      ['FAST3', 1003, '3-Minute Lotto', 'fast', 'LOTT', 10, 'Tradition', false, 'open', 180, 0, 0, EVERY_DAY, 15, '5x1'],
      ['FAST5', 1005, '5-Minute Keno', 'fast', 'ELOTT', 11, 'Entertainment', true, 'open', 300, 0, 0, EVERY_DAY, 30, '3x2 2x2'],
      ['FAST2', 1002, '2-Minute Lotto', 'fast', 'LOTT', 10, 'Tradition', false, 'notOnSale', 120, 0, 0, EVERY_DAY, 10, '5x1'],
      ['FAST10', 1010, '10-Minute Lotto', 'fast', 'LOTT', 10, 'Tradition', false, 'closed', 600, 0, 0, EVERY_DAY, 30, '5x1'],
      ['VN_NORTH', 2001, 'Mien Bac', 'vietnam', 'TCG_LOTTO_VN', 20, 'Tradition', true, 'open', 0, 0, 40500, EVERY_DAY, 900, TEN],
      ['VN_HCM', 2002, 'Ho Chi Minh', 'vietnam', 'TCG_LOTTO_VN', 20, 'Tradition', false, 'open', 0, 0, 36900, '2,7', 900, NINE],
      ['VN_DANANG', 2003, 'Da Nang', 'vietnam', 'TCG_LOTTO_VN', 20, 'Tradition', false, 'open', 0, 0, 36900, '4,7', 900, NINE],
      ['VN_HUE', 2004, 'Thua Thien Hue', 'vietnam', 'TCG_LOTTO_VN', 20, 'Tradition', false, 'notOnSale', 0, 0, 36900, '1,2', 900, NINE],
      ['RB_STOCK', 3001, 'RB Stock 5 Min', 'vietnam_rb_stock', 'TCG_SEA', 30, 'Tradition', false, 'open', 300, 0, 0, EVERY_DAY, 20, '3x1'],
    ]);
  });

  it('has the four menu groups in display order, named by the tags', () => {
    expect(seedLotteryState('http://sim.test').groups).toEqual([
      { tag: LOTTERY_TAGS.vietnam, labelName: 'Vietnam Lottery' },
      { tag: LOTTERY_TAGS.fast, labelName: 'Fast Lottery' },
      { tag: LOTTERY_TAGS.rbStock, labelName: 'RB Stock' },
      { tag: LOTTERY_TAGS.gpi, labelName: 'GPI Lottery' },
    ]);
    expect(LOTTERY_TAGS).toEqual({ vietnam: 'vietnam', fast: 'fast', rbStock: 'vietnam_rb_stock', gpi: 'GPI' });
  });

  it('names the GPI games by code, with icons under the pages origin', () => {
    const game = (gameId: number, gameCode: string, gameName: string) => ({
      gameId,
      gameCode,
      gameName,
      vendorCode: 'GPI',
      iconUrl: `http://pages.test/cdn/lottery/${gameCode.toLowerCase()}.svg`,
    });
    expect(seedLotteryState('http://pages.test').vendorGames).toEqual([
      game(4001, 'GPI_KENO', 'GPI Keno'),
      game(4002, 'GPI_THAI_LOTTO', 'GPI Thai Lotto'),
      game(4003, 'GPI_LUCKY_5', 'GPI Lucky 5'),
      game(4004, 'GPI_PICK_3', 'GPI Pick 3'),
      game(4005, 'GPI_MEGA_BALL', 'GPI Mega Ball'),
    ]);
    expect(seedLotteryState('http://pages.test').vendorGames[1]!.iconUrl).toBe('http://pages.test/cdn/lottery/gpi_thai_lotto.svg');
  });

  it('gives every world its own copy', () => {
    const a = seedLotteryState('http://sim.test');
    a.lotteries.FAST1!.tiers[0]!.balls = 9;
    a.lotteries.VN_NORTH!.tiers[9]!.digits = 9;
    const b = seedLotteryState('http://sim.test');
    expect(b.lotteries.FAST1!.tiers[0]).toEqual({ balls: 5, digits: 1 });
    expect(b.lotteries.VN_NORTH!.tiers[9]).toEqual({ balls: 1, digits: 2 });
  });
});

describe('world isolation', () => {
  it('a world that changes its tiers in place changes no other world (a defect found by mutation testing)', () => {
    const engine = createEngine();
    const a = engine.world(engine.createWorld({ id: 'a' }));
    a.state.lottery.lotteries.VN_NORTH!.tiers[0]!.balls = 9;
    a.state.lottery.lotteries.VN_HCM!.tiers[1]!.digits = 9;
    const b = engine.world(engine.createWorld({ id: 'b' }));
    expect(b.state.lottery.lotteries.VN_NORTH!.tiers[0]).toEqual({ balls: 1, digits: 6 });
    expect(b.state.lottery.lotteries.VN_HCM!.tiers[1]).toEqual({ balls: 1, digits: 5 });
    expect(b.state.lottery.lotteries.VN_DANANG!.tiers[1]).toEqual({ balls: 1, digits: 5 });
  });
});
