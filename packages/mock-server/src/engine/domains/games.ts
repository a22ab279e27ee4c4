import { api, isTrialType, type DisplayLanguage, type Game } from '@m/contracts';
import { badRequest, SimError } from '../errors';
import { defineHandler } from '../handler';
import { pageOf } from './common';
import { FAVOURITE_LIMIT, LOTTERY_GAME_TYPES, RECENT_LIMIT } from '../games/game-catalogue';
import { catalogueIndex, vendorMapping, type CatalogueIndex } from '../games/catalogue-rules';
import type { WorldState } from '../state';
import { artUrl, contentLanguage, localise } from '../content-i18n';

/**
 * Games and banners areas (contracts api/games.ts, G-043..G-052, G-075, G-078, G-079). The
 * catalogue is world state (`state.games.catalogue` and `vendors`; games/game-catalogue.ts),
 * read through its per-version index (games/catalogue-rules.ts); favourites and recent games are
 * per member in `state.games`, read through Object.hasOwn so a username such as `__proto__` never
 * reaches Object.prototype, and only games still in the catalogue count. Pages are slices.
 */

/** Hot games per answer, and per type when all types are asked for. */
const HOT_LIMIT = 30;
const HOT_PER_TYPE = 4;

const origin = (state: WorldState): string => state.settings.info.domainRoute[0] ?? '';
const games = (state: WorldState): CatalogueIndex => catalogueIndex(state.games.catalogue);

/** Filtered lists kept per catalogue, at most this many filters each (then started afresh). */
const FILTERS_KEPT = 256;
const filterCache = new WeakMap<object, Map<string, readonly Game[]>>();

/**
 * A catalogue record never changes in place (a change replaces it, games/game-catalogue.ts), so a
 * filter's result is a function of the record and the filter: the game list, the busiest call of
 * the site, filters ~320 games once per filter and catalogue version, not per request.
 * Callers only slice the result.
 */
function filtered(catalogueOf: object, key: string, filter: () => Game[]): readonly Game[] {
  let kept = filterCache.get(catalogueOf);
  if (!kept) filterCache.set(catalogueOf, (kept = new Map()));
  let list = kept.get(key);
  if (!list) {
    if (kept.size >= FILTERS_KEPT) kept.clear();
    list = filter();
    kept.set(key, list);
  }
  return list;
}

const own = (record: Record<string, string[]>, username: string): string[] =>
  Object.hasOwn(record, username) ? (record[username] ?? []) : [];

/** Writes a member's list as an own data property (never a prototype setter, whatever the username). */
const setOwn = (record: Record<string, string[]>, username: string, ids: string[]): void => {
  Object.defineProperty(record, username, { value: ids, enumerable: true, writable: true, configurable: true });
};

/** A member's favourites still in the catalogue (a removed game drops out of the list and the limit). */
const favouritesOf = (state: WorldState, username: string): string[] => {
  const byNode = games(state).byNode;
  return own(state.games.favourites, username).filter((id) => byNode.has(id));
};

const toGames = (state: WorldState, nodeIds: string[]): Game[] =>
  nodeIds.flatMap((id) => {
    const g = games(state).byNode.get(id);
    return g ? [g] : [];
  });

function findGame(state: WorldState, nodeId: string, vendor: string): Game {
  const game = games(state).byNode.get(nodeId);
  if (!game || game.vassalage !== vendor) throw new SimError('game.not.found', `no game ${vendor}/${nodeId}`);
  return game;
}

/**
 * A game as the list shows it in `language`: a lottery's name and a vendor's display
 * name the catalogue translates (the lottery lobby uses the same words); slot titles are brand
 * names and stay as they are. A translated name also goes into its tile's art, so the picture
 * reads as the caption under it.
 */
const shownCopies = new WeakMap<Game, Map<DisplayLanguage, Game>>();

function shownGame(g: Game, language: DisplayLanguage): Game {
  if (language === 'en') return g;
  // A catalogue game is frozen once adopted, so its copy in a language is made once and frozen
  // too: the answers' serialiser keeps the text of frozen objects (http/exact-json.ts).
  if (!Object.isFrozen(g)) return translatedGame(g, language);
  let copies = shownCopies.get(g);
  if (!copies) shownCopies.set(g, (copies = new Map()));
  let copy = copies.get(language);
  if (!copy) copies.set(language, (copy = Object.freeze(translatedGame(g, language))));
  return copy;
}

function translatedGame(g: Game, language: DisplayLanguage): Game {
  const gameName = localise(g.gameName, language);
  const displayName = localise(g.displayName, language);
  if (gameName === g.gameName) return displayName === g.displayName ? g : { ...g, displayName };
  const art = (url: string) => artUrl(url, language, gameName);
  return {
    ...g,
    gameName,
    displayName,
    iconUrl: art(g.iconUrl),
    mobileLargeIcon: art(g.mobileLargeIcon),
    mobileSmallIcon: art(g.mobileSmallIcon),
  };
}
const shownGames = (list: Game[], language: string): Game[] => {
  const lang = contentLanguage(language);
  return list.map((g) => shownGame(g, lang));
};

export const gamesHandlers = {
  ...defineHandler(api.games.vendors, ({ state }) => ({ sorting: state.games.sorting, mapping: vendorMapping(state.games.vendors) })),

  ...defineHandler(api.games.list, ({ state, query }) => {
    const name = query.gameName.trim().toLowerCase();
    const minBet = query.minBet === '' ? null : Number(query.minBet);
    const all = games(state);
    const key = JSON.stringify([
      query.gameType,
      query.vassalage,
      query.gameClassify,
      minBet,
      query.isNew,
      query.minLine,
      name,
      contentLanguage(query.language),
    ]);
    const list = filtered(all, key, () =>
      all.games.filter(
        (g) =>
          (!query.gameType || g.gameType === query.gameType) &&
          (!query.vassalage || g.vassalage === query.vassalage) &&
          (!query.gameClassify || g.gameClassify === query.gameClassify) &&
          (minBet === null || g.minBet === minBet) &&
          (!query.isNew || g.isNew) &&
          (query.minLine === 0 || g.minLine >= query.minLine) &&
          (!name ||
            g.gameName.toLowerCase().includes(name) ||
            localise(g.gameName, contentLanguage(query.language)).toLowerCase().includes(name)),
      ),
    );
    const { list: items, totalPages } = pageOf(list, query.pageNo, query.pageSize);
    return { games: shownGames(items, query.language), pageNum: query.pageNo, totalPages };
  }),

  ...defineHandler(api.games.hot, ({ state, query }) => {
    const top = games(state).games.filter(
      (g) => g.isTop && (!query.gameType || g.gameType === query.gameType) && (!query.vassalage || g.vassalage === query.vassalage),
    );
    if (query.gameType) return { list: shownGames(top.slice(0, HOT_LIMIT), query.language) };
    // Every type (home, /m/hot): the first few hot games of each type, so lottery games show too.
    const perType = new Map<string, Game[]>();
    for (const g of top) {
      const list = perType.get(g.gameType) ?? [];
      if (list.length < HOT_PER_TYPE) perType.set(g.gameType, [...list, g]);
    }
    return { list: shownGames([...perType.values()].flat().slice(0, HOT_LIMIT), query.language) };
  }),

  ...defineHandler(api.games.favouriteIds, ({ state, session, query }) => {
    const ids = favouritesOf(state, session?.user.username ?? '');
    return pageOf(ids, query.pageNo, query.pageSize).list;
  }),

  ...defineHandler(api.games.favourites, ({ state, session, query }) => {
    const list = toGames(state, own(state.games.favourites, session?.user.username ?? '')).filter(
      (g) => (!query.gameTyp || g.gameType === query.gameTyp) && (!query.vendor || g.vassalage === query.vendor),
    );
    const { list: items, totalPages } = pageOf(list, query.pageNo, query.pageSize);
    return { content: shownGames(items, query.language), pageNum: query.pageNo, totalPages };
  }),

  ...defineHandler(api.games.addFavourite, ({ state, session, body }) => {
    const game = findGame(state, body.nodeId, body.vendor);
    if (LOTTERY_GAME_TYPES.has(game.gameType)) throw badRequest('nodeId', 'lottery games are favourited on the device (LOTTFAV)');
    const username = session?.user.username ?? '';
    const ids = favouritesOf(state, username);
    if (ids.includes(game.nodeId)) return { success: true };
    if (ids.length >= FAVOURITE_LIMIT) return { success: false };
    setOwn(state.games.favourites, username, [game.nodeId, ...ids]);
    return { success: true };
  }),

  ...defineHandler(api.games.removeFavourite, ({ state, session, body }) => {
    findGame(state, body.nodeId, body.vendor);
    const username = session?.user.username ?? '';
    setOwn(
      state.games.favourites,
      username,
      own(state.games.favourites, username).filter((id) => id !== body.nodeId),
    );
    return { success: true };
  }),

  ...defineHandler(api.games.recent, ({ state, session, query }) => {
    const list = toGames(state, own(state.games.recent, session?.user.username ?? '')).filter(
      (g) => (!query.gameType || g.gameType === query.gameType) && (!query.vassalage || g.vassalage === query.vassalage),
    );
    const { list: items, totalPages } = pageOf(list, query.page, query.pageSize);
    return { list: shownGames(items, query.language), totalPages };
  }),

  ...defineHandler(api.games.launch, ({ state, session, body }) => {
    const game = findGame(state, body.nodeId, body.vendor);
    if (LOTTERY_GAME_TYPES.has(game.gameType))
      throw badRequest('vendor', `${game.vassalage} games launch through lottery.launch or /m/launchGame`);
    if (game.gameType !== body.gameType) throw badRequest('gameType', `${game.nodeId} is a ${game.gameType} game`);
    if (body.gameId !== game.gameCode && body.gameId !== game.roomId) throw badRequest('gameId', `gameId must be ${game.gameCode}`);
    if (body.freePlay && game.supportPlay !== 0) throw badRequest('freePlay', `${game.gameName} has no free play`);
    const username = session?.user.username ?? '';
    setOwn(
      state.games.recent,
      username,
      [game.nodeId, ...own(state.games.recent, username).filter((id) => id !== game.nodeId)].slice(0, RECENT_LIMIT),
    );
    // G-078: the flag says the game may be played for free, not that the player wants to. A
    // trial account (no money of its own) plays free where allowed; a member plays real money
    // and the page offers free play as a choice (docs/decisions/games.md, G-078).
    const trial = session ? isTrialType(session.user.type) : false;
    const q = new URLSearchParams({
      game: game.gameName,
      vendor: game.displayName,
      mode: body.freePlay && trial ? 'free play' : 'real money',
      code: game.gameCode,
    });
    if (body.freePlay && !trial) q.set('choice', 'free play');
    return { url: `${origin(state)}/pages/game?${q.toString()}` };
  }),
};

export const bannersHandlers = {
  // The title in the language asked for, and an image that draws the same title.
  ...defineHandler(api.banners.list, ({ state, query }) => {
    const language = contentLanguage(query.language);
    return state.games.banners
      .filter((b) => b.groupName === query.groupName)
      .sort((a, b) => a.sequence - b.sequence)
      .map((b) => {
        const title = localise(b.title, language);
        return { ...b, title, imageUrl: artUrl(b.imageUrl, language, title) };
      });
  }),
};
