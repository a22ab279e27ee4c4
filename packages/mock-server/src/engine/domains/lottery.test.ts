import { api, type LotteryItem, type LotteryMenuValue } from '@m/contracts';
import { describe, expect, it } from 'vitest';
import { createEngine, type SimRequest, type SimResponse } from '../assembly/engine';
import { seedLotteryState } from '../lottery/lottery-catalogue';

const req = (endpoint: SimRequest['endpoint'], worldId: string, extra: Partial<SimRequest> = {}): SimRequest => ({
  endpoint,
  worldId,
  method: endpoint?.method ?? 'GET',
  path: endpoint?.path ?? '/',
  ...extra,
});

async function value<T>(res: Promise<SimResponse>): Promise<T> {
  const r = await res;
  if (r.kind !== 'json' || !r.body.success) throw new Error(`expected success, got ${JSON.stringify(r)}`);
  return r.body.value as T;
}

const item = (menu: LotteryMenuValue, code: string): LotteryItem => {
  const found = menu.flatMap((g) => g.gameMenus).find((i) => i.code === code);
  if (!found) throw new Error(code);
  return found;
};

describe('lottery area on the world clock (G-070, G-072)', () => {
  it('answers the menu as groups with the vietnam_rb_stock and GPI groups', async () => {
    const engine = createEngine();
    engine.createWorld({ id: 'menu' });
    const menu = await value<LotteryMenuValue>(
      engine.handle(req(api.lottery.menu, 'menu', { query: { prizeMode: 'Lott', device: 'MOBILE' } })),
    );
    expect(menu.map((g) => g.tag)).toEqual(['vietnam', 'fast', 'vietnam_rb_stock', 'GPI']);
    expect(item(menu, 'FAST1')).toMatchObject({ isSale: true, remainTime: 60, lockTime: 5, gameMenuTag: 'fast' });
  });

  it('advancing the clock across a draw rolls numero and the winning numbers over in every answer', async () => {
    const engine = createEngine();
    engine.createWorld({ id: 'roll' });
    const menu = () => value<LotteryMenuValue>(engine.handle(req(api.lottery.menu, 'roll', { query: {} })));
    const before = item(await menu(), 'FAST1');
    engine.world('roll').clock.advance(60_000);
    const after = item(await menu(), 'FAST1');
    expect(Number(after.numero)).toBe(Number(before.numero) + 1);
    expect(after.previousWinningNumber).not.toBe(before.previousWinningNumber);
    const history = await value<{ list: Array<{ numero: string; winningNumber: string }> }>(
      engine.handle(req(api.lottery.history, 'roll', { query: { code: 'FAST1', pageNo: 1, pageSize: 2 } })),
    );
    expect(history.list[0]).toMatchObject({ numero: before.numero, winningNumber: after.previousWinningNumber });
  });

  it('the same seed answers the same numbers whatever the order of requests', async () => {
    const a = createEngine();
    const b = createEngine();
    a.createWorld({ id: 'x' });
    b.createWorld({ id: 'x' });
    await value(b.handle(req(api.lottery.history, 'x', { query: { code: 'VN_NORTH', pageNo: 3, pageSize: 10 } })));
    const fromA = await value(a.handle(req(api.lottery.menu, 'x', { query: {} })));
    const fromB = await value(b.handle(req(api.lottery.menu, 'x', { query: {} })));
    expect(fromB).toEqual(fromA);
  });

  it('scenarios: lottery-draw-imminent puts a draw 5 s away; lottery-all-closed closes every lottery', async () => {
    const engine = createEngine();
    engine.createWorld({ id: 'imminent', scenario: 'lottery-draw-imminent' });
    engine.createWorld({ id: 'closed', scenario: 'lottery-all-closed' });
    const imminent = await value<LotteryMenuValue>(engine.handle(req(api.lottery.menu, 'imminent', { query: {} })));
    expect(item(imminent, 'FAST1')).toMatchObject({ remainTime: 5, lockTime: 2, isSale: true });
    const closed = await value<LotteryMenuValue>(engine.handle(req(api.lottery.menu, 'closed', { query: {} })));
    const items = closed.flatMap((g) => g.gameMenus);
    // Every lottery of the catalogue is listed (an empty menu would pass the check below).
    expect(items.length).toBeGreaterThanOrEqual(Object.keys(seedLotteryState('http://x').lotteries).length);
    for (const i of items) expect(i, i.code).toMatchObject({ isSale: false, remainTime: 0 });
  });

  it('launch needs a session and answers the simulated game page; a closed lottery is refused', async () => {
    const engine = createEngine();
    engine.createWorld({ id: 'launch', scenario: 'lottery-all-closed' });
    const body = { vendor: 'GPI', gameCode: 'GPI_KENO', prizeMode: 'Lott' };
    const guest = await engine.handle(req(api.lottery.launch, 'launch', { method: 'POST', body }));
    expect(guest.kind === 'json' && guest.body.code).toBe('not.logged.in');
    const token = engine.world('launch').openSession('player01');
    const launched = await value<{ url: string }>(
      engine.handle(req(api.lottery.launch, 'launch', { method: 'POST', body, headers: { token } })),
    );
    expect(launched.url).toMatch(/\/pages\/game\?vendor=GPI&gameCode=GPI_KENO&prizeMode=Lott$/);
    const closed = await engine.handle(
      req(api.lottery.launch, 'launch', {
        method: 'POST',
        body: { vendor: 'LOTT', gameCode: 'FAST1', prizeMode: 'Lott' },
        headers: { token },
      }),
    );
    expect(closed.kind === 'json' && closed.body.code).toBe('lottery.closed');
  });

  it('recent lists Vietnam lotteries, newest draw first, at most recentCount', async () => {
    const engine = createEngine();
    engine.createWorld({ id: 'recent' });
    const recent = await value<LotteryItem[]>(engine.handle(req(api.lottery.recent, 'recent', { query: { recentCount: 2 } })));
    expect(recent).toHaveLength(2);
    expect(recent[0]?.previousWinningTime >= (recent[1]?.previousWinningTime ?? '')).toBe(true);
  });
});
