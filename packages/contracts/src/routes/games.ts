import type {
  BannersQuery,
  BannersValue,
  FavouriteBody,
  FavouriteGamesQuery,
  FavouriteGamesValue,
  FavouriteIdsQuery,
  FavouriteIdsValue,
  GameLaunchBody,
  GameLaunchValue,
  GameListQuery,
  GameListValue,
  GameVendorsQuery,
  GameVendorsValue,
  HotGamesQuery,
  HotGamesValue,
  RecentGamesQuery,
  RecentGamesValue,
  SuccessValue,
} from '../api/games';
import { defineRoute } from '../endpoint';

/** Game calls (G§7): vendors, list, hot, favourites, recent, launch. */
export const gamesRoutes = {
  vendors: defineRoute<{ query: GameVendorsQuery; value: GameVendorsValue }>({
    id: 'games.vendors',
    method: 'GET',
    path: '/api/games/vendors',
    auth: false,
    quiet: true,
    encrypted: false,
  }),
  list: defineRoute<{ query: GameListQuery; value: GameListValue }>({
    id: 'games.list',
    method: 'GET',
    path: '/api/games/list',
    auth: false,
    quiet: false,
    encrypted: false,
  }),
  hot: defineRoute<{ query: HotGamesQuery; value: HotGamesValue }>({
    id: 'games.hot',
    method: 'GET',
    path: '/api/games/hot',
    auth: false,
    quiet: false,
    encrypted: false,
  }),
  favouriteIds: defineRoute<{ query: FavouriteIdsQuery; value: FavouriteIdsValue }>({
    id: 'games.favouriteIds',
    method: 'GET',
    path: '/api/games/favourites/ids',
    auth: true,
    quiet: true,
    encrypted: false,
  }),
  favourites: defineRoute<{ query: FavouriteGamesQuery; value: FavouriteGamesValue }>({
    id: 'games.favourites',
    method: 'GET',
    path: '/api/games/favourites',
    auth: true,
    quiet: false,
    encrypted: false,
  }),
  addFavourite: defineRoute<{ body: FavouriteBody; value: SuccessValue }>({
    id: 'games.addFavourite',
    method: 'POST',
    path: '/api/games/favourites',
    auth: true,
    quiet: false,
    encrypted: false,
  }),
  removeFavourite: defineRoute<{ body: FavouriteBody; value: SuccessValue }>({
    id: 'games.removeFavourite',
    method: 'DELETE',
    path: '/api/games/favourites',
    auth: true,
    quiet: false,
    encrypted: false,
  }),
  recent: defineRoute<{ query: RecentGamesQuery; value: RecentGamesValue }>({
    id: 'games.recent',
    method: 'GET',
    path: '/api/games/recent',
    auth: true,
    quiet: false,
    encrypted: false,
  }),
  launch: defineRoute<{ body: GameLaunchBody; value: GameLaunchValue }>({
    id: 'games.launch',
    method: 'POST',
    path: '/api/games/launch',
    auth: true,
    quiet: false,
    encrypted: false,
  }),
};

/** Banner groups (G§3): m_home on home, m_<category> on the game centres. */
export const bannersRoutes = {
  list: defineRoute<{ query: BannersQuery; value: BannersValue }>({
    id: 'banners.list',
    method: 'GET',
    path: '/api/banners',
    auth: false,
    quiet: true,
    encrypted: false,
  }),
};
