import type { FavouriteBody, GameListQuery } from '@m/contracts';
import { routes } from '@m/contracts/routes';
import { call, type CallOptions } from '../../shared/api/client';
import { useSessionStore } from '../../shared/stores/session-store';

/** The games calls (G§7). Every query carries the spec's payload fields. */
const merchant = () => useSessionStore.getState().session?.merchantCode ?? '';

export const getVendors = () => call(routes.games.vendors, { query: { typeId: 1, merchantCode: merchant() } });

export const getGameList = (q: Partial<GameListQuery>) =>
  call(routes.games.list, {
    query: {
      merchant: merchant(),
      platform: 'html5',
      gameName: '',
      gameType: '',
      pageNo: 1,
      pageSize: 25,
      vassalage: '',
      gameClassify: '',
      minBet: '',
      isNew: false,
      minLine: 0,
      language: 'en',
      ...q,
    },
  });

export const getHotGames = (gameType: string, language: string, vassalage = '') =>
  call(routes.games.hot, { query: { isPlatform: 2, language, platform: 'html5', gameType, merchantCode: merchant(), vassalage } });

export const getFavouriteIds = () => call(routes.games.favouriteIds, { query: { pageNo: 1, pageSize: 100 } });

export const getFavouriteGames = (pageNo: number, gameTyp: string, language: string, vendor = '') =>
  call(routes.games.favourites, { query: { pageNo, pageSize: 25, gameTyp, language, vendor } });

export const getRecentGames = (page: number, gameType: string, language: string, vassalage = '') =>
  call(routes.games.recent, { query: { page, pageSize: 25, gameType, language, clientType: 2, vassalage } });

export const addFavourite = (body: FavouriteBody, opts: CallOptions = {}) => call(routes.games.addFavourite, { body }, opts);
export const removeFavourite = (body: FavouriteBody, opts: CallOptions = {}) => call(routes.games.removeFavourite, { body }, opts);

export const getBanners = (groupName: string, language: string) => call(routes.banners.list, { query: { groupName, language } });
