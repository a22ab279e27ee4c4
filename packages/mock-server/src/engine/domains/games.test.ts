import {
  api,
  type FavouriteGamesValue,
  type GameListValue,
  type GameVendorsValue,
  type HotGamesValue,
  type RecentGamesValue,
} from '@m/contracts';
import { describe, expect, it } from 'vitest';
import { trialUser } from '../auth-state';
import { setup } from '../../testing/account-world';

describe('games area (G-043..G-052, G-075)', () => {
  it('serves hundreds of games and pages them with pageNum/totalPages (G-043)', async () => {
    const { send } = setup();
    const first = (await send(api.games.list, { query: { gameType: 'RNG', pageNo: 1, pageSize: 25 } })).body.value as GameListValue;
    expect(first.games).toHaveLength(25);
    expect(first.totalPages).toBe(Math.ceil(210 / 25));
    const last = (await send(api.games.list, { query: { gameType: 'RNG', pageNo: 9, pageSize: 25 } })).body.value as GameListValue;
    expect(last.games).toHaveLength(210 - 8 * 25);
    expect(last.pageNum).toBe(9);
  });

  it('honours vendor, classify, minimum bet, name and isNew filters (G-036, G-043)', async () => {
    const { send } = setup();
    const list = async (query: Record<string, unknown>) =>
      ((await send(api.games.list, { query: { gameType: 'RNG', pageSize: 50, ...query } })).body.value as GameListValue).games;
    expect((await list({ vassalage: 'PG' })).every((g) => g.vassalage === 'PG')).toBe(true);
    expect((await list({ gameClassify: 'JP' })).every((g) => g.gameClassify === 'JP')).toBe(true);
    expect((await list({ minBet: '0.5' })).every((g) => g.minBet === 0.5)).toBe(true);
    expect((await list({ isNew: true })).every((g) => g.isNew)).toBe(true);
    const named = await list({ gameName: '  golden ' });
    expect(named.length).toBeGreaterThan(0);
    expect(named.every((g) => g.gameName.toLowerCase().includes('golden'))).toBe(true);
  });

  it('answers a filter the same after hundreds of other filters (the kept filter results are bounded)', async () => {
    const { send } = setup();
    const games = async (query: Record<string, unknown>) =>
      ((await send(api.games.list, { query: { gameType: 'RNG', pageSize: 50, ...query } })).body.value as GameListValue).games;
    const golden = await games({ gameName: 'golden' });
    expect(golden.length).toBeGreaterThan(1);
    // More distinct filters than are kept: the kept results start afresh, the answers do not change.
    for (let i = 0; i < 300; i++) expect(await games({ gameName: `no such game ${i}` })).toEqual([]);
    expect(await games({ gameName: 'GOLDEN ' })).toEqual(golden);
    const vendor = golden[0]!.vassalage;
    expect(await games({ gameName: 'golden', vassalage: vendor })).toEqual(golden.filter((g) => g.vassalage === vendor));
  });

  it('refuses unbounded paging and unknown filter values with 400', async () => {
    const { send } = setup();
    for (const query of [{ pageNo: 1e7 }, { pageSize: 51 }, { pageNo: 'Infinity' }, { minBet: '3' }, { gameClassify: 'XX' }]) {
      expect((await send(api.games.list, { query })).status).toBe(400);
    }
  });

  it('answers the sorting list with sports, esports and cockfight vendors under SPORTS (G-045, G-029)', async () => {
    const { send } = setup();
    const v = (await send(api.games.vendors, { query: {} })).body.value as GameVendorsValue;
    expect(v.sorting.map((s) => s.gameCategory)).toEqual(['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'LOTT', 'ELOTT']);
    expect(v.sorting.find((s) => s.gameCategory === 'SPORTS')?.vendorNames.map((n) => n.accountTypeName)).toEqual([
      'SPORTS',
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
    ]);
    expect(v.mapping.RNG?.map((m) => m.vassalage)).toEqual(['BGS', 'PG', 'JILI', 'PP']);
  });

  it('hot games filter by type and vendor (G-044)', async () => {
    const { send } = setup();
    const hot = (await send(api.games.hot, { query: { gameType: 'RNG', vassalage: 'BGS' } })).body.value as HotGamesValue;
    expect(hot.list.length).toBeGreaterThan(0);
    expect(hot.list.every((g) => g.isTop && g.vassalage === 'BGS')).toBe(true);
  });

  it('names lottery games and lottery vendors in the asked language, slot titles as they are', async () => {
    const { send } = setup();
    const lott = async (language: string, gameName = '') =>
      ((await send(api.games.list, { query: { gameType: 'LOTT', pageSize: 50, language, gameName } })).body.value as GameListValue).games;
    const en = await lott('en');
    const pt = await lott('pt');
    expect(en.find((g) => g.gameCode === 'FAST1')!.gameName).toBe('1-Minute Lotto');
    expect(pt.find((g) => g.gameCode === 'FAST1')!.gameName).toBe('Loto 1 Minuto');
    expect(pt.find((g) => g.gameCode === 'VN_NORTH')!.displayName).toBe('Loteria do Vietnã');
    // A search matches the name the player reads.
    expect((await lott('pt', 'minuto')).map((g) => g.gameCode)).toContain('FAST1');
    const hot = (await send(api.games.hot, { query: { language: 'vi' } })).body.value as HotGamesValue;
    expect(hot.list.find((g) => g.gameCode === 'FAST1')?.gameName).toBe('Xổ số 1 phút');
    const slotsEn = ((await send(api.games.list, { query: { gameType: 'RNG', pageSize: 5, language: 'en' } })).body.value as GameListValue)
      .games;
    const slotsVi = ((await send(api.games.list, { query: { gameType: 'RNG', pageSize: 5, language: 'vi' } })).body.value as GameListValue)
      .games;
    expect(slotsVi.map((g) => g.gameName)).toEqual(slotsEn.map((g) => g.gameName));
    // The tile's art draws the name the caption shows; a slot's art is the English one's.
    const fast1 = pt.find((g) => g.gameCode === 'FAST1')!;
    const fast1En = en.find((g) => g.gameCode === 'FAST1')!;
    for (const url of [fast1.iconUrl, fast1.mobileLargeIcon, fast1.mobileSmallIcon]) {
      expect(new URL(url).searchParams.get('title')).toBe('Loto 1 Minuto');
      expect(new URL(url).pathname).toBe(new URL(fast1En.iconUrl).pathname);
    }
    expect(fast1En.iconUrl).not.toContain('?');
    expect(slotsVi.map((g) => g.iconUrl)).toEqual(slotsEn.map((g) => g.iconUrl));
  });

  it('adds, lists and removes favourites by node id; guests are refused (G-049, G-050)', async () => {
    const { send, world } = setup();
    const token = world.openSession('player01');
    expect((await send(api.games.favouriteIds, { query: {} })).status).toBe(401);
    expect((await send(api.games.favouriteIds, { token, query: {} })).body.value).toEqual(['N10001', 'N10061']);
    expect((await send(api.games.addFavourite, { token, body: { nodeId: 'N10003', vendor: 'BGS' } })).body.value).toEqual({
      success: true,
    });
    const favs = (await send(api.games.favourites, { token, query: { gameTyp: 'RNG' } })).body.value as FavouriteGamesValue;
    expect(favs.content.map((g) => g.nodeId)).toEqual(['N10003', 'N10001', 'N10061']);
    await send(api.games.removeFavourite, { token, body: { nodeId: 'N10001', vendor: 'BGS' } });
    expect((await send(api.games.favouriteIds, { token, query: {} })).body.value).toEqual(['N10003', 'N10061']);
    expect((await send(api.games.addFavourite, { token, body: { nodeId: 'constructor', vendor: 'BGS' } })).status).toBe(404);
  });

  it('launch returns the simulated game page naming game, vendor and mode, and records the game as recent (G-052, G-075, G-078)', async () => {
    const { send, world } = setup();
    const token = world.openSession('player01');
    const res = await send(api.games.launch, {
      token,
      body: { gameType: 'RNG', vendor: 'PG', gameId: 'PG_RNG_001', nodeId: 'N10061', freePlay: true },
    });
    const url = new URL((res.body.value as { url: string }).url);
    expect(url.pathname).toBe('/pages/game');
    expect(url.searchParams.get('vendor')).toBe('PG Soft');
    // G-078: the flag allows free play; a member still starts in real money, with free play offered.
    expect(url.searchParams.get('mode')).toBe('real money');
    expect(url.searchParams.get('choice')).toBe('free play');
    const recent = (await send(api.games.recent, { token, query: {} })).body.value as RecentGamesValue;
    expect(recent.list.map((g) => g.nodeId)).toEqual(['N10061', 'N10002']);
    // Live tables have no free play; lottery vendors launch elsewhere.
    expect(
      (
        await send(api.games.launch, {
          token,
          body: { gameType: 'LIVE', vendor: 'EVO', gameId: 'EVO_LIVE_001', nodeId: 'N10241', freePlay: true },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await send(api.games.launch, {
          token,
          body: { gameType: 'LOTT', vendor: 'LOTT', gameId: 'FAST1', nodeId: 'N1001', freePlay: false },
        })
      ).status,
    ).toBe(400);
  });

  it('G-078: a trial account plays free where the flag allows; without the flag nobody is offered free play', async () => {
    const { send, world } = setup();
    const launch = async (token: string, freePlay: boolean) => {
      const res = await send(api.games.launch, {
        token,
        body: { gameType: 'RNG', vendor: 'PG', gameId: 'PG_RNG_001', nodeId: 'N10061', freePlay },
      });
      return new URL((res.body.value as { url: string }).url).searchParams;
    };
    world.state.users.trial1 = trialUser('trial1', 'Trial1234', '+55');
    const trial = world.openSession('trial1');
    expect(Object.fromEntries(await launch(trial, true))).toMatchObject({ mode: 'free play' });
    expect((await launch(trial, true)).has('choice')).toBe(false);
    expect((await launch(trial, false)).get('mode')).toBe('real money');
    const member = world.openSession('player01');
    expect((await launch(member, false)).get('mode')).toBe('real money');
    expect((await launch(member, false)).has('choice')).toBe(false);
  });

  it('banners per group, by sequence (G-011, G-027)', async () => {
    const { send } = setup();
    const home = (await send(api.banners.list, { query: { groupName: 'm_home' } })).body.value as { groupName: string }[];
    expect(home).toHaveLength(3);
    expect((await send(api.banners.list, { query: { groupName: '__proto__' } })).body.value).toEqual([]);
  });
});
