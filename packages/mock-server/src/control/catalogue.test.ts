import {
  api,
  Game,
  type Endpoint,
  type GameListValue,
  type GameVendorsValue,
  type HotGamesValue,
  type FavouriteGamesValue,
  type TeamKpiValue,
} from '@m/contracts';
import { createHash } from 'node:crypto';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { KPI_DAYS_MAX } from '../engine/agent-state';
import { createEngine, type SimEngine } from '../engine/assembly/engine';
import { MAX_SESSIONS } from '../engine/world';
import { CATALOGUE_LIMITS, FAVOURITE_LIMIT, RECENT_LIMIT } from '../engine/games/game-catalogue';
import { buildApp } from '../http/server';
import { CONTROL_BODY_MAX_BYTES, IMPORT_MAX_BYTES } from './contract';
import { handleControl } from './router';
import type { WorldExport } from './types';

/** The game catalogue as world state, team KPI figures set by QA, the limits table, large imports. */

const ctl = (engine: SimEngine, method: string, path: string, body?: unknown, query: Record<string, string> = {}) =>
  handleControl(engine, { method, path: `/__sim${path}`, query, body });

function world(engine = createEngine(), id = 'w') {
  const w = engine.world(id);
  const tokens = new Map<string, string>();
  const token = (username: string) => {
    if (!tokens.has(username)) tokens.set(username, w.openSession(username));
    return tokens.get(username)!;
  };
  const send = async <T>(
    endpoint: Endpoint,
    input: { query?: unknown; body?: unknown; as?: string } = {},
  ): Promise<{ status: number; code: string; value: T }> => {
    const res = await engine.handle({
      endpoint,
      worldId: id,
      method: endpoint.method,
      path: endpoint.path,
      query: input.query ?? {},
      body: input.body,
      headers: { token: token(input.as ?? 'player01'), ...(endpoint.module ? { 'x-module-id': endpoint.module } : {}) },
    });
    if (res.kind !== 'json') throw new Error(res.kind);
    return { status: res.status, code: res.body.code, value: res.body.value as T };
  };
  const list = async (query: Record<string, unknown>) =>
    (await send<GameListValue>(api.games.list, { query: { pageSize: 50, ...query } })).value.games;
  const hot = async (query: Record<string, unknown> = {}) => (await send<HotGamesValue>(api.games.hot, { query })).value.list;
  return { engine, w, id, send, list, hot };
}

describe('the game catalogue is world state', () => {
  it('is seeded into every world as before: contract games keyed by nodeId, vendors keyed by vassalage, one frozen copy shared by worlds', () => {
    const engine = createEngine();
    const a = engine.world('a').state.games;
    const b = engine.world('b').state.games;
    expect(Object.keys(a.catalogue)).toHaveLength(315);
    expect(Object.entries(a.catalogue).every(([key, g]) => key === g.nodeId && Value.Check(Game, g))).toBe(true);
    expect(Object.keys(a.vendors)).toEqual([
      'BGS',
      'PG',
      'JILI',
      'PP',
      'CQ9',
      'FC',
      'EVO',
      'SEXY',
      'DG',
      'KM',
      'V8',
      'SABA',
      'CMD',
      'TF',
      'SV388',
      'LOTT',
      'ELOTT',
      'TCG_LOTTO_VN',
      'TCG_SEA',
    ]);
    expect(a.vendors.JILI?.gameTypes).toEqual(['RNG', 'FISH']);
    expect(b.catalogue).toBe(a.catalogue);
    expect(() => {
      (a.catalogue.N10001 as { isTop: boolean }).isTop = false;
    }).toThrow(TypeError);
  });

  it('answers every games list, hot list and the vendors byte for byte as the fixed catalogue did (same seed, same bytes)', async () => {
    const engine = createEngine();
    engine.createWorld({ id: 's42', seed: 42 });
    const answer = async (endpoint: Endpoint, query: unknown) =>
      JSON.stringify(await engine.handle({ endpoint, worldId: 's42', method: endpoint.method, path: endpoint.path, query, headers: {} }));
    const lines = [await answer(api.games.vendors, {})];
    for (const gameType of ['', 'RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'])
      for (let pageNo = 1; pageNo <= 10; pageNo++) lines.push(await answer(api.games.list, { gameType, pageNo, pageSize: 50 }));
    for (const gameType of ['', 'RNG', 'FISH', 'LOTT']) lines.push(await answer(api.games.hot, { gameType }));
    lines.push(await answer(api.games.hot, { gameType: 'RNG', vassalage: 'PG' }));
    // sha-256 of the same answers captured from the catalogue when it was code, before it became world state.
    expect(createHash('sha256').update(lines.join('\n')).digest('hex')).toBe(
      '9d43b81572fa7d637c83d37598b4a475e75b0978425439e1abbcc857f851cc8a',
    );
  });

  it('POST /games adds a game first in its lists with its flags; the hot list, the vendor filter and favourites follow', async () => {
    const { engine, list, hot, send } = world();
    const res = ctl(engine, 'POST', '/worlds/w/games', { vassalage: 'PG', gameName: 'QA Test Slot', isTop: true, isNew: true });
    expect(res.status).toBe(200);
    const { game, created } = res.body as { game: Game; created: boolean };
    expect(created).toBe(true);
    expect(game).toMatchObject({
      gameId: 10310,
      nodeId: 'N10310',
      gameType: 'RNG',
      displayName: 'PG Soft',
      isTop: true,
      isNew: true,
      supportPlay: 0,
      nodeName: 'QA Test Slot',
    });
    expect(Value.Check(Game, game)).toBe(true);
    expect((await list({ gameType: 'RNG' }))[0]).toEqual(game);
    expect((await list({ gameType: 'RNG', vassalage: 'PG' }))[0]?.nodeId).toBe('N10310');
    expect((await list({ gameType: 'RNG', isNew: true }))[0]?.nodeId).toBe('N10310');
    expect((await hot({ gameType: 'RNG' }))[0]?.nodeId).toBe('N10310');
    expect((await hot()).map((g) => g.nodeId)).toContain('N10310');
    expect((await send(api.games.addFavourite, { body: { nodeId: 'N10310', vendor: 'PG' } })).value).toEqual({ success: true });
    expect((await send<FavouriteGamesValue>(api.games.favourites)).value.content[0]?.nodeId).toBe('N10310');
    // Changed: keeps its place, flags follow.
    expect(
      ctl(engine, 'POST', '/worlds/w/games', { nodeId: 'N10310', isTop: false, isNew: false, gameName: 'QA Renamed' }).body,
    ).toMatchObject({ created: false, game: { gameName: 'QA Renamed', nodeName: 'QA Renamed', isTop: false } });
    expect((await hot({ gameType: 'RNG' })).map((g) => g.nodeId)).not.toContain('N10310');
    expect((await list({ gameType: 'RNG', isNew: true })).map((g) => g.nodeId)).not.toContain('N10310');
    expect((await list({ gameType: 'RNG' }))[0]?.gameName).toBe('QA Renamed');
    // Removed: gone from the list, the favourites and their ids.
    expect(ctl(engine, 'DELETE', '/worlds/w/games/N10310').body).toEqual({ deleted: true });
    expect(ctl(engine, 'DELETE', '/worlds/w/games/N10310').body).toEqual({ deleted: false });
    expect((await list({ gameType: 'RNG' })).map((g) => g.nodeId)).not.toContain('N10310');
    expect((await send<FavouriteGamesValue>(api.games.favourites)).value.content.map((g) => g.nodeId)).toEqual(['N10001', 'N10061']);
    expect((await send<string[]>(api.games.favouriteIds)).value).toEqual(['N10001', 'N10061']);
    expect((await send(api.games.addFavourite, { body: { nodeId: 'N10310', vendor: 'PG' } })).code).toBe('game.not.found');
  });

  it('PATCH /state changes, adds and removes games and vendors by key; the vendor mapping follows', async () => {
    const { engine, list, hot, send } = world();
    const patch = (body: unknown) => ctl(engine, 'PATCH', '/worlds/w/state', body);
    expect((await hot({ gameType: 'RNG', vassalage: 'BGS' }))[0]?.nodeId).toBe('N10001');
    expect(patch({ games: { catalogue: { N10001: { isTop: false, minBet: 5 } } } }).status).toBe(200);
    expect((await hot({ gameType: 'RNG', vassalage: 'BGS' })).map((g) => g.nodeId)).not.toContain('N10001');
    expect(patch({ games: { catalogue: { N10001: null } } }).status).toBe(200);
    expect((await list({ gameType: 'RNG', vassalage: 'BGS' })).map((g) => g.nodeId)).not.toContain('N10001');
    // A vendor and its first game in one PATCH (a new entry is whole; it goes last).
    const seeded = engine.world('w').state.games.catalogue.N10002!;
    const qa = {
      ...seeded,
      gameId: 90001,
      nodeId: 'QA1',
      vassalage: 'QAV',
      vendorCode: 'QAV',
      gameType: 'LIVE',
      gameName: 'QA Table',
      displayName: 'QA Vendor',
    };
    const res = patch({
      games: {
        vendors: { QAV: { vassalage: 'QAV', displayName: 'QA Vendor', mobileSmallIcon: '', gameTypes: ['LIVE'] } },
        catalogue: { QA1: qa },
      },
    });
    expect(res.status).toBe(200);
    expect((await list({ gameType: 'LIVE', vassalage: 'QAV' })).map((g) => g.gameName)).toEqual(['QA Table']);
    const vendors = (await send<GameVendorsValue>(api.games.vendors)).value;
    expect(vendors.mapping.LIVE?.map((v) => v.vassalage)).toEqual(['EVO', 'SEXY', 'DG', 'QAV']);
    // Renaming a vendor through its route also renames its games' displayName.
    ctl(engine, 'POST', '/worlds/w/vendors', { vassalage: 'QAV', displayName: 'QA Live' });
    expect((await list({ gameType: 'LIVE', vassalage: 'QAV' }))[0]?.displayName).toBe('QA Live');
    expect((await send<GameVendorsValue>(api.games.vendors)).value.mapping.LIVE?.at(-1)).toMatchObject({
      vassalage: 'QAV',
      displayName: 'QA Live',
    });
    // DELETE /vendors removes the vendor and its games in one call.
    expect(ctl(engine, 'DELETE', '/worlds/w/vendors/JILI').body).toEqual({ deleted: true, games: 60 });
    expect((await send<GameVendorsValue>(api.games.vendors)).value.mapping.FISH?.map((v) => v.vassalage)).toEqual(['CQ9', 'FC']);
    expect(await list({ gameType: 'FISH', vassalage: 'JILI' })).toEqual([]);
  });

  it('refuses a game or vendor that breaks the contract or the rules with 400 naming the field, and changes nothing', () => {
    const engine = createEngine();
    const before = JSON.stringify(engine.world('w').state);
    const refused = (method: string, path: string, body: unknown) => {
      const res = ctl(engine, method, path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      return (res.body as { error: string }).error;
    };
    expect(refused('POST', '/worlds/w/games', { vassalage: 'PG', gameName: 'x', isTop: 'yes' })).toBe('game/isTop: Expected boolean');
    expect(refused('POST', '/worlds/w/games', { vassalage: 'PG', gameName: 'x'.repeat(129) })).toMatch(/^game\/gameName: .*128/);
    expect(refused('POST', '/worlds/w/games', { vassalage: 'PG', gameName: 'x', minBet: -1 })).toMatch(/^game\/minBet: /);
    expect(refused('POST', '/worlds/w/games', { vassalage: 'PG', gameName: 'x', colour: 'red' })).toMatch(/^game\/colour: /);
    expect(refused('POST', '/worlds/w/games', { gameName: 'x' })).toMatch(/^game\/vassalage: /);
    expect(refused('POST', '/worlds/w/games', { vassalage: 'PG' })).toMatch(/^game\/gameName: /);
    expect(refused('POST', '/worlds/w/games', { vassalage: 'ZZZ', gameName: 'x' })).toMatch(/^game\/vassalage: no vendor 'ZZZ'/);
    expect(refused('POST', '/worlds/w/games', { vassalage: 'PG', gameName: 'x', gameType: 'LIVE' })).toMatch(
      /^game\/gameType 'LIVE' is not a game type of vendor PG/,
    );
    expect(refused('POST', '/worlds/w/games', { vassalage: 'PG', gameName: 'x', gameId: 10001 })).toMatch(
      /^game\/nodeId: 'N10001' is already a game/,
    );
    expect(refused('POST', '/worlds/w/games', { vassalage: 'PG', gameName: 'x', gameId: 10001, nodeId: 'QA2' })).toMatch(
      /^game\/gameId: 10001 is already the gameId of N10001/,
    );
    expect(refused('POST', '/worlds/w/vendors', { vassalage: 'QAV' })).toMatch(/^vendor\/gameTypes: /);
    expect(refused('POST', '/worlds/w/vendors', { vassalage: 'qa v', gameTypes: ['RNG'] })).toMatch(/^vendor\/vassalage: /);
    expect(refused('POST', '/worlds/w/vendors', { vassalage: 'PG', gameTypes: ['LIVE'] })).toMatch(
      /^games\/catalogue\/N10061\/gameType 'RNG' is not a game type of vendor PG/,
    );
    expect(refused('PATCH', '/worlds/w/state', { games: { catalogue: { N10001: { minBet: -1 } } } })).toMatch(
      /^state\/games\/catalogue\/N10001\/minBet /,
    );
    expect(refused('PATCH', '/worlds/w/state', { games: { catalogue: { N10001: { nodeId: 'N1' } } } })).toMatch(
      /^state\/games\/catalogue\/N10001\/nodeId must be the game's key/,
    );
    expect(refused('PATCH', '/worlds/w/state', { games: { catalogue: { QA3: { gameName: 'half a game' } } } })).toMatch(
      /^state\/games\/catalogue\/QA3\//,
    );
    expect(refused('PATCH', '/worlds/w/state', { games: { vendors: { BGS: null } } })).toBe(
      "state/games/catalogue/N10001/vassalage names no vendor of games.vendors ('BGS')",
    );
    expect(refused('PATCH', '/worlds/w/state', { games: { vendors: { PG: { vassalage: 'PP' } } } })).toMatch(
      /^state\/games\/vendors\/PG\/vassalage must be the vendor's key/,
    );
    expect(JSON.stringify(engine.world('w').state)).toBe(before);
  });

  it('bounds the catalogue: at most CATALOGUE_LIMITS.maxGames games and maxVendors vendors', () => {
    const engine = createEngine();
    const template = engine.world('w').state.games.catalogue.N10002!;
    const games = (n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`QA${i}`, { ...template, gameId: 500_000 + i, nodeId: `QA${i}` }]));
    const room = CATALOGUE_LIMITS.maxGames - 315;
    expect(ctl(engine, 'PATCH', '/worlds/w/state', { games: { catalogue: games(room + 1) } }).body).toEqual({
      error: `state/games/catalogue holds ${CATALOGUE_LIMITS.maxGames + 1} games, at most ${CATALOGUE_LIMITS.maxGames}`,
    });
    expect(ctl(engine, 'PATCH', '/worlds/w/state', { games: { catalogue: games(room) } }).status).toBe(200);
    expect(ctl(engine, 'POST', '/worlds/w/games', { vassalage: 'PG', gameName: 'one too many' }).body).toEqual({
      error: `games/catalogue holds ${CATALOGUE_LIMITS.maxGames + 1} games, at most ${CATALOGUE_LIMITS.maxGames}`,
    });
    const vendors = (n: number) =>
      Object.fromEntries(
        Array.from({ length: n }, (_, i) => [`QV${i}`, { vassalage: `QV${i}`, displayName: 'v', mobileSmallIcon: '', gameTypes: ['RNG'] }]),
      );
    const vendorRoom = CATALOGUE_LIMITS.maxVendors - 19;
    expect(ctl(engine, 'PATCH', '/worlds/w/state', { games: { vendors: vendors(vendorRoom + 1) } }).body).toEqual({
      error: `state/games/vendors holds ${CATALOGUE_LIMITS.maxVendors + 1} vendors, at most ${CATALOGUE_LIMITS.maxVendors}`,
    });
    expect(ctl(engine, 'PATCH', '/worlds/w/state', { games: { vendors: vendors(vendorRoom) } }).status).toBe(200);
  });

  it('export -> import keeps a patched catalogue: the replay answers the same lists', async () => {
    const a = world();
    ctl(a.engine, 'POST', '/worlds/w/games', { vassalage: 'BGS', gameName: 'Replay Slot', isTop: true });
    ctl(a.engine, 'DELETE', '/worlds/w/vendors/CQ9');
    ctl(a.engine, 'PATCH', '/worlds/w/state', { games: { catalogue: { N10003: { isNew: true, minBet: 0.5 } } } });
    const doc = ctl(a.engine, 'GET', '/worlds/w/export').body as WorldExport;
    const other = createEngine();
    expect(ctl(other, 'POST', '/import', JSON.parse(JSON.stringify(doc)), { id: 'r' }).status).toBe(201);
    const b = world(other, 'r');
    expect(JSON.stringify(other.world('r').state.games)).toBe(JSON.stringify(a.engine.world('w').state.games));
    for (const query of [{ gameType: 'RNG' }, { gameType: 'FISH' }, { gameType: 'RNG', isNew: true }])
      expect(await b.list(query)).toEqual(await a.list(query));
    expect(await b.hot()).toEqual(await a.hot());
    expect((await b.send(api.games.vendors)).value).toEqual((await a.send(api.games.vendors)).value);
    // The replay's catalogue is frozen too: it changes only through PATCH and the routes.
    expect(Object.isFrozen(other.world('r').state.games.catalogue)).toBe(true);
  });

  it('an export made before the catalogue and KPI figures were state still imports, with the seeded ones', () => {
    const engine = createEngine();
    const doc = ctl(engine, 'GET', '/worlds/w/export').body as WorldExport;
    const old = JSON.parse(JSON.stringify(doc)) as { state: { games: Record<string, unknown>; agent: Record<string, unknown> } };
    delete old.state.games.catalogue;
    delete old.state.games.vendors;
    delete old.state.agent.kpi;
    expect(ctl(engine, 'POST', '/import', old, { id: 'old' }).status).toBe(201);
    expect(JSON.stringify(engine.world('old').state)).toBe(JSON.stringify(engine.world('w').state));
  });
});

describe('team KPI figures set by QA (G-089)', () => {
  const day = (value: TeamKpiValue) => value.footer;

  it('POST /kpi sets a figure for an agent and a day; agent.teamKpi answers it, other days and figures keep the seeded function; null clears it', async () => {
    const { engine, send } = world();
    const kpi = async (startDate: string, endDate = startDate, size = 0) =>
      (await send<TeamKpiValue>(api.agent.teamKpi, { as: 'agent001', query: { startDate, endDate, size } })).value;
    const seededToday = await kpi('2026-01-05');
    const seededYesterday = await kpi('2026-01-04');
    const seededWeek = await kpi('2025-12-30', '2026-01-05', 7);
    const res = ctl(engine, 'POST', '/worlds/w/kpi', {
      username: 'agent001',
      date: '2026-01-05',
      teamLoginMemberCount: 42,
      teamOnlineCount: 17,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      username: 'agent001',
      date: '2026-01-05',
      set: { teamLoginMemberCount: 42, teamOnlineCount: 17 },
      figures: { ...day(seededToday), teamLoginMemberCount: 42, teamOnlineCount: 17 },
    });
    expect(day(await kpi('2026-01-05'))).toEqual({ ...day(seededToday), teamLoginMemberCount: 42, teamOnlineCount: 17 });
    expect(await kpi('2026-01-04')).toEqual(seededYesterday);
    expect(engine.world('w').state.agent.kpi).toEqual({ agent001: { '2026-01-05': { teamLoginMemberCount: 42, teamOnlineCount: 17 } } });
    // The week: today's row holds the figures; the footer counts at least the busiest day, online is today's.
    const week = await kpi('2025-12-30', '2026-01-05', 7);
    expect(week.list.slice(0, 6)).toEqual(seededWeek.list.slice(0, 6));
    expect(week.list[6]).toMatchObject({ date: '2026-01-05', teamLoginMemberCount: 42, teamOnlineCount: 17 });
    expect(week.footer).toEqual({ ...seededWeek.footer, teamLoginMemberCount: 42, teamOnlineCount: 17 });
    // Registrations over a range are the sum of the days.
    ctl(engine, 'POST', '/worlds/w/kpi', { username: 'agent001', date: '2026-01-04', teamRegisterMemberCount: 5 });
    expect((await kpi('2026-01-04', '2026-01-05')).footer.teamRegisterMemberCount).toBe(5 + day(seededToday).teamRegisterMemberCount);
    // null clears: the seeded function again.
    ctl(engine, 'POST', '/worlds/w/kpi', { username: 'agent001', date: '2026-01-05', teamLoginMemberCount: null, teamOnlineCount: null });
    ctl(engine, 'POST', '/worlds/w/kpi', { username: 'agent001', date: '2026-01-04', teamRegisterMemberCount: null });
    expect(await kpi('2026-01-05')).toEqual(seededToday);
    expect(await kpi('2025-12-30', '2026-01-05', 7)).toEqual(seededWeek);
    expect(engine.world('w').state.agent.kpi).toEqual({});
  });

  it('a figure set for a later day shows once the world clock reaches that day', async () => {
    const { engine, send } = world();
    const kpi = async () =>
      (await send<TeamKpiValue>(api.agent.teamKpi, { as: 'agent001', query: { startDate: '2026-01-06', endDate: '2026-01-06' } })).value
        .footer;
    ctl(engine, 'POST', '/worlds/w/kpi', { username: 'agent001', date: '2026-01-06', teamBetMemberCount: 9 });
    expect((await kpi()).teamBetMemberCount).toBe(0);
    ctl(engine, 'POST', '/worlds/w/clock', { advanceMs: 12 * 3_600_000 + 60_000 });
    expect((await kpi()).teamBetMemberCount).toBe(9);
  });

  it('refuses out-of-bounds figures, a date that is not a day, a non-agent and too many days, naming the field', () => {
    const engine = createEngine();
    const error = (body: unknown) => ctl(engine, 'POST', '/worlds/w/kpi', body).body;
    expect(error({ username: 'agent001', date: '2026-01-05', teamLoginMemberCount: 1_000_001 })).toEqual({
      error: 'kpi/teamLoginMemberCount: Expected integer to be less or equal to 1000000',
    });
    expect(error({ username: 'agent001', date: '2026-01-05', teamBetMemberCount: -1 })).toEqual({
      error: 'kpi/teamBetMemberCount: Expected integer to be greater or equal to 0',
    });
    expect(error({ username: 'agent001', date: '2026-02-30', teamBetMemberCount: 1 })).toEqual({
      error: "kpi/date: '2026-02-30' is not a day (YYYY-MM-DD)",
    });
    expect(error({ username: 'agent001', date: '5 Jan', teamBetMemberCount: 1 })).toMatchObject({
      error: expect.stringMatching(/^kpi\/date: /),
    });
    expect(error({ username: 'member40', date: '2026-01-05', teamBetMemberCount: 1 })).toEqual({
      error: expect.stringMatching(/^kpi\/username: member40 is not an agent/),
    });
    expect(ctl(engine, 'POST', '/worlds/w/kpi', { username: 'nobody', date: '2026-01-05' }).status).toBe(404);
    const days = Object.fromEntries(
      Array.from({ length: KPI_DAYS_MAX + 1 }, (_, i) => [
        new Date(Date.UTC(2025, 0, 1) + i * 86_400_000).toISOString().slice(0, 10),
        { teamOnlineCount: 1 },
      ]),
    );
    expect(ctl(engine, 'PATCH', '/worlds/w/state', { agent: { kpi: { agent001: days } } }).body).toEqual({
      error: `state/agent/kpi/agent001 Expected object to have no more than ${KPI_DAYS_MAX} properties`,
    });
    expect(ctl(engine, 'PATCH', '/worlds/w/state', { agent: { kpi: { agent001: { yesterday: { teamOnlineCount: 1 } } } } }).status).toBe(
      400,
    );
    expect(engine.world('w').state.agent.kpi).toEqual({});
  });
});

describe('documented limits, each reached in one call (docs/control-api.md "Limits")', () => {
  it(`favourites: a PATCH fills ${FAVOURITE_LIMIT}; add-favourite then answers success false`, async () => {
    const { engine, send } = world();
    const nonLottery = Object.values(engine.world('w').state.games.catalogue).filter(
      (g) => g.gameType !== 'LOTT' && g.gameType !== 'ELOTT',
    );
    const fill = nonLottery.slice(1, FAVOURITE_LIMIT + 1).map((g) => g.nodeId);
    expect(fill).toHaveLength(FAVOURITE_LIMIT);
    expect(ctl(engine, 'PATCH', '/worlds/w/state', { games: { favourites: { player01: fill } } }).status).toBe(200);
    expect(
      (await send(api.games.addFavourite, { body: { nodeId: nonLottery[0]!.nodeId, vendor: nonLottery[0]!.vassalage } })).value,
    ).toEqual({ success: false });
    expect(ctl(engine, 'PATCH', '/worlds/w/state', { games: { favourites: { player01: fill.slice(1) } } }).status).toBe(200);
    expect(
      (await send(api.games.addFavourite, { body: { nodeId: nonLottery[0]!.nodeId, vendor: nonLottery[0]!.vassalage } })).value,
    ).toEqual({ success: true });
  });

  it(`recent games: a PATCH fills ${RECENT_LIMIT}; the next launch drops the oldest`, async () => {
    const { engine, send } = world();
    const slots = Object.values(engine.world('w').state.games.catalogue).filter((g) => g.gameType === 'RNG');
    const fill = slots.slice(1, RECENT_LIMIT + 1).map((g) => g.nodeId);
    ctl(engine, 'PATCH', '/worlds/w/state', { games: { recent: { player01: fill } } });
    const g = slots[0]!;
    expect(
      (
        await send(api.games.launch, {
          body: { nodeId: g.nodeId, vendor: g.vassalage, gameType: g.gameType, gameId: g.gameCode, freePlay: false },
        })
      ).status,
    ).toBe(200);
    const recent = engine.world('w').state.games.recent.player01!;
    expect(recent).toHaveLength(RECENT_LIMIT);
    expect(recent[0]).toBe(g.nodeId);
    expect(recent).not.toContain(fill.at(-1));
  });
});

describe('documented limits: sessions', () => {
  it(`live sessions: a PATCH of ${MAX_SESSIONS} short-keyed sessions fits one control body; the next login ends the oldest`, async () => {
    const app = buildApp({ engine: createEngine() });
    const sessions = Object.fromEntries(
      Array.from({ length: MAX_SESSIONS }, (_, i) => [`s${i + 1}`, { username: 'player01', expiresAt: Date.UTC(2026, 0, 6) }]),
    );
    const payload = JSON.stringify({ sessions });
    expect(payload.length).toBeLessThan(CONTROL_BODY_MAX_BYTES);
    const res = await app.inject({
      method: 'PATCH',
      url: '/__sim/worlds/s/state',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: '/__sim/worlds/s/sessions',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'player01' }),
    });
    const state = (await app.inject({ method: 'GET', url: '/__sim/worlds/s/state' })).json() as { sessions: Record<string, unknown> };
    expect(Object.keys(state.sessions)).toHaveLength(MAX_SESSIONS);
    expect(state.sessions.s1).toBeUndefined();
    expect(state.sessions.s2).toBeDefined();
    await app.close();
  });
});

describe('large world imports over HTTP', () => {
  it('POST /__sim/import takes an export over 64 KiB (up to 16 MiB, 413 beyond); other control routes keep 64 KiB', async () => {
    const app = buildApp({ engine: createEngine() });
    const control = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: string) => {
      const res = await app.inject({ method, url, headers: payload === undefined ? {} : { 'content-type': 'application/json' }, payload });
      return { status: res.statusCode, body: res.json() as Record<string, unknown> };
    };
    // A world with 200 KiB of mail (plus its catalogue): far over the 64 KiB of the other routes.
    const mail = Array.from({ length: 100 }, (_, i) => ({
      id: 900 + i,
      title: `Mail ${i}`,
      content: 'x'.repeat(2000),
      sentAt: '2026-01-05 00:00:00',
      read: false,
    }));
    const state = (await control('GET', '/__sim/worlds/big/state')).body as { support: { inbox: Record<string, unknown[]> } };
    const player = state.support.inbox.player01 ?? [];
    const patch = JSON.stringify({ support: { inbox: { player01: [...player, ...mail.slice(0, 20)] } } });
    expect((await control('PATCH', '/__sim/worlds/big/state', patch)).status).toBe(200);
    const exported = (await control('GET', '/__sim/worlds/big/export')).body as WorldExport;
    (exported.state.support.inbox as Record<string, unknown[]>).player01 = [...player, ...mail];
    const payload = JSON.stringify(exported);
    expect(payload.length).toBeGreaterThan(4 * CONTROL_BODY_MAX_BYTES);
    expect(await control('POST', '/__sim/import?id=big-replay', payload)).toEqual({ status: 201, body: { id: 'big-replay' } });
    const replay = (await control('GET', '/__sim/worlds/big-replay/state')).body as { support: { inbox: Record<string, unknown[]> } };
    expect(replay.support.inbox.player01).toHaveLength(player.length + 100);
    // Beyond 16 MiB: 413 with the import's own limit.
    const huge = JSON.stringify({ ...exported, journal: [{ pad: 'x'.repeat(IMPORT_MAX_BYTES) }] });
    expect(await control('POST', '/__sim/import', huge)).toEqual({
      status: 413,
      body: { error: `a world export sent to POST /__sim/import is at most ${IMPORT_MAX_BYTES} bytes (16 MiB)` },
    });
    // Every other control route: still 64 KiB.
    const big = JSON.stringify({ support: { inbox: { player01: mail.slice(0, 40) } } });
    expect(await control('PATCH', '/__sim/worlds/big/state', big)).toEqual({
      status: 413,
      body: { error: expect.stringMatching(/^control bodies are at most 65536 bytes/) },
    });
    await app.close();
  });
});
