import { api, type DisplayLanguage, type LotteryItem } from '@m/contracts';
import { contentLanguage, localise } from '../content-i18n';
import { SimError } from '../errors';
import { defineHandler } from '../handler';
import { pageOf } from './common';
import type { LotteryDef } from '../lottery/lottery-catalogue';
import { drawView, pastDraws } from '../lottery/schedule';
import type { WorldState } from '../state';

/**
 * Lottery area (contracts api/lottery.ts, G-056..G-073, G-077). Every draw field is computed
 * from the world clock (ctx.now) and the seed at each request (G-072), so moving the clock across
 * a draw changes every answer consistently and nothing depends on the order of requests.
 */

/** The lottery's logo on the simulated CDN (src/art: balls around its mark). */
const iconUrl = (state: WorldState, code: string): string => `${state.settings.info.imageCDNs[0] ?? ''}/lottery/${code.toLowerCase()}.svg`;

function toItem(state: WorldState, seed: number, def: LotteryDef, now: number, language: DisplayLanguage): LotteryItem {
  return {
    code: def.code,
    gameId: def.gameId,
    gameMenuTag: def.tag,
    ...drawView(seed, def, now),
    mobileIconUrl: iconUrl(state, def.code),
    remark: localise(def.remark, language),
    drawDayOfWeek: def.drawDayOfWeek,
    vendorCode: def.vendorCode,
    gameGroupId: def.gameGroupId,
    lottoMode: def.lottoMode,
    isTop: def.isTop,
  };
}

/** How many past draws the history call pages through (10 pages of 10 in the modal). */
export const HISTORY_DEPTH = 100;

const defs = (state: WorldState): LotteryDef[] => Object.values(state.lottery.lotteries);

export const lotteryHandlers = {
  // Tabs and lottery names in the language asked for.
  ...defineHandler(api.lottery.menu, ({ state, world, now, query }) => {
    const language = contentLanguage(query.language);
    return state.lottery.groups.map((g) => ({
      tag: g.tag,
      labelName: localise(g.labelName, language),
      gameMenus: defs(state)
        .filter((d) => d.tag === g.tag)
        .map((d) => toItem(state, world.config.seed, d, now, language)),
    }));
  }),
  ...defineHandler(api.lottery.recent, ({ state, world, now, query }) =>
    defs(state)
      .filter((d) => d.vendorCode === 'TCG_LOTTO_VN' || d.tag.startsWith('vietnam'))
      .map((d) => toItem(state, world.config.seed, d, now, contentLanguage(query.language)))
      .filter((item) => item.previousWinningTime !== '')
      // Newest draw first; the code breaks ties so the order never depends on the catalogue's.
      .sort((a, b) => b.previousWinningTime.localeCompare(a.previousWinningTime) || a.code.localeCompare(b.code))
      .slice(0, query.recentCount),
  ),
  ...defineHandler(api.lottery.vendorGames, ({ state, query }) => {
    const all = state.lottery.vendorGames.filter((g) => g.vendorCode === query.vendor);
    const { list, pageNum, totalPages } = pageOf(all, query.pageNo, query.pageSize);
    return { games: list, pageNum, totalPages };
  }),
  ...defineHandler(api.lottery.history, ({ state, world, now, query }) => {
    const def = Object.hasOwn(state.lottery.lotteries, query.code) ? state.lottery.lotteries[query.code] : undefined;
    if (!def) throw new SimError('game.not.found', `no lottery ${query.code}`);
    const skip = (query.pageNo - 1) * query.pageSize;
    // Pages past the history are empty without computing anything.
    const list = skip >= HISTORY_DEPTH ? [] : pastDraws(world.config.seed, def, now, skip, Math.min(query.pageSize, HISTORY_DEPTH - skip));
    return { code: def.code, list, pageNum: query.pageNo, totalPages: Math.ceil(HISTORY_DEPTH / query.pageSize) };
  }),
  ...defineHandler(api.lottery.launch, ({ state, body }) => {
    const lottery = defs(state).find((d) => d.code === body.gameCode && d.vendorCode === body.vendor);
    const vendorGame = state.lottery.vendorGames.find((g) => g.gameCode === body.gameCode && g.vendorCode === body.vendor);
    if (!lottery && !vendorGame) throw new SimError('game.not.found', `no game ${body.vendor}/${body.gameCode}`);
    if (lottery && lottery.status !== 'open') throw new SimError('lottery.closed', `${lottery.code} is ${lottery.status}`);
    const origin = state.settings.info.domainRoute[0] ?? '';
    const q = new URLSearchParams({ vendor: body.vendor, gameCode: body.gameCode, prizeMode: body.prizeMode });
    return { url: `${origin}/pages/game?${q.toString()}` };
  }),
};
